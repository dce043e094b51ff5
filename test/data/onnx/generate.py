#!/usr/bin/env python3
# Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
"""Writes the small ONNX models of test/data/onnx/ (used by the CLI tests and the docs' console sessions).

Run with Debian's python3-onnx: `/usr/bin/python3 test/data/onnx/generate.py`. Weights are given by their shape
alone (initializers without data), as in the real-model files: the import needs shapes, not values. Integer
initializers that feed shapes keep their values.
"""
import os

import onnx
from onnx import TensorProto, helper

HERE = os.path.dirname(os.path.abspath(__file__))


def weight(name, dims):
    """An initializer given by its shape alone (dims and type, no data)."""
    tensor = TensorProto()
    tensor.name = name
    tensor.data_type = TensorProto.FLOAT
    tensor.dims.extend(dims)
    return tensor


def save(graph, name, opset=13):
    model = helper.make_model(graph, producer_name="oppkit test/data/onnx/generate.py",
                              opset_imports=[helper.make_opsetid("", opset)])
    model.ir_version = 8
    onnx.save(model, os.path.join(HERE, name))


def conv_bn_relu_pool():
    """A ResNet stem: Conv 7x7/2, BatchNormalization, Relu, MaxPool 3x3/2, with a dynamic batch."""
    nodes = [
        helper.make_node("Conv", ["image", "conv1.weight"], ["conv1_out"], name="conv1", kernel_shape=[7, 7],
                         strides=[2, 2], pads=[3, 3, 3, 3]),
        helper.make_node("BatchNormalization", ["conv1_out", "bn1.weight", "bn1.bias", "bn1.running_mean",
                                                "bn1.running_var"], ["bn1_out"], name="bn1", epsilon=1e-5),
        helper.make_node("Relu", ["bn1_out"], ["relu1_out"], name="relu1"),
        helper.make_node("MaxPool", ["relu1_out"], ["pool1_out"], name="pool1", kernel_shape=[3, 3], strides=[2, 2],
                         pads=[1, 1, 1, 1]),
    ]
    graph = helper.make_graph(
        nodes, "resnet_stem",
        [helper.make_tensor_value_info("image", TensorProto.FLOAT, ["batch", 3, 224, 224])],
        [helper.make_tensor_value_info("pool1_out", TensorProto.FLOAT, None)],
        initializer=[weight("conv1.weight", [64, 3, 7, 7])] +
        [weight("bn1." + p, [64]) for p in ("weight", "bias", "running_mean", "running_var")])
    save(graph, "resnet_stem.onnx")


def unmapped_op():
    """A model with an op no built-in parser maps (Celu) between two mapped ones."""
    nodes = [
        helper.make_node("Relu", ["x"], ["a"], name="relu"),
        helper.make_node("Celu", ["a"], ["b"], name="mystery"),
        helper.make_node("Neg", ["b"], ["c"], name="after"),
        helper.make_node("Abs", ["x"], ["d"], name="side"),
    ]
    graph = helper.make_graph(nodes, "unmapped_op",
                              [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 3])],
                              [helper.make_tensor_value_info("c", TensorProto.FLOAT, None),
                               helper.make_tensor_value_info("d", TensorProto.FLOAT, None)])
    save(graph, "unmapped_op.onnx")


if __name__ == "__main__":
    conv_bn_relu_pool()
    unmapped_op()
