# Unit tests of the array ops that create tensors or describe them.
