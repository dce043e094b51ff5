# MatMul/BatchMatMul, batch and layer normalisation, softmax, RNN and Einsum (paths relative to oplibs/).
