# Unit tests of MatMul/BatchMatMul, normalisation, softmax, RNN and Einsum.
