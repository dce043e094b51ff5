#!/usr/bin/python3
# Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
"""Real-network ONNX models and the shapes torch produced for every value in them (docs/onnx.md, "Real models";
README.md here).

For each model of MODELS this script
  1. builds the torch module (torchvision / torch.nn, untrained: weights=None, seeded), perturbs and calibrates its
     weights deterministically (see prepare_weights: no two initializers may be equal), eval mode;
  2. exports it with torch.onnx.export at opset 13 (full weights, in memory);
  3. evaluates the exported ONNX graph node by node with torch operations (evaluate(): one direct torch call per
     ONNX op, OPS) on seeded random inputs and checks that the graph outputs equal the torch module's own outputs
     (torch.allclose), so every intermediate shape is the one torch produced on a graph that computes the model;
  4. writes <name>.onnx with the float initializers stripped to dims + data_type (integer initializers, Constant
     nodes and any initializer a shape computation reads keep their data) and <name>.shapes.json (format in
     README.md): per value its dtype and shape, the op types used, and where onnx's own shape inference
     (onnx.shape_inference.infer_shapes on the stripped model) leaves values unknown or differs.

    /usr/bin/python3 test/data/models/generate.py                 # rewrite the models and shape files here
    /usr/bin/python3 test/data/models/generate.py --check         # regenerate into a temp dir; exit 1 on a difference
    /usr/bin/python3 test/data/models/generate.py --only resnet50 # one model (with or without --check)

Needs Debian's python3-torch (1.13), python3-torchvision (0.14) and python3-onnx (1.12). No network, no weights.
"""

import argparse
import collections
import io
import json
import math
import os
import shutil
import sys
import tempfile
import zlib

import numpy as np
import onnx
import onnx.checker
import onnx.shape_inference
import torch
import torch.nn.functional as F
import torchvision
from onnx import TensorProto, helper, numpy_helper

SEED = 20261205
OPSET = 13
HERE = os.path.dirname(os.path.abspath(__file__))

# ---- the models -----------------------------------------------------------------------------------------------


class Spec:
    """One model: how to build it, its inputs for the export and for the reference run, its dynamic axes.

    \\p inputs maps each graph input name to the shape used for the export; \\p reference_inputs (default: the
    same) to the shape fed to the exported graph and to the module for the recorded shapes. A dynamic model is run
    at other shapes than it was traced with, which proves its shape computations were exported, not baked in.
    """

    def __init__(self, name, source, build, inputs, outputs, dynamic_axes=None, reference_inputs=None, opset=OPSET,
                 int_inputs=None, calibration_shape=(4, 3, 112, 112), values_differ=None, data_dependent=False):
        self.name = name
        # Output sizes that depend on the input data (detections): the graph is also run on other data of the same
        # shapes, and every dim the runs disagree on is recorded as data-dependent ("data_dependent_dims").
        self.data_dependent = data_dependent
        # Why the export computes other values than the module (a lossy export torch warns about): then only the
        # outputs' dtypes and shapes are compared with the module's, the values are ONNX's. A dict names the outputs
        # it holds for (output name -> why); the others are compared.
        self.values_differ = values_differ
        self.opset = opset
        self.int_inputs = int_inputs or {}  # input name -> bound: int64 values drawn from [0, bound) (indices)
        self.calibration_shape = list(calibration_shape)  # BatchNorm calibration batches (prepare_weights)
        self.source = source
        self.build = build
        self.inputs = inputs
        self.outputs = outputs
        self.dynamic_axes = dynamic_axes
        self.reference_inputs = reference_inputs or inputs


def transformer_encoder():
    layer = torch.nn.TransformerEncoderLayer(d_model=64, nhead=4, dim_feedforward=128, dropout=0.1)
    return torch.nn.TransformerEncoder(layer, num_layers=2)


TRANSFORMER_SOURCE = ("torch.nn.TransformerEncoder(TransformerEncoderLayer(d_model=64, nhead=4, dim_feedforward=128),"
                      " num_layers=2), sequence first: src [seq, batch, 64]")

def vision_transformer():
    return torchvision.models.vision_transformer.VisionTransformer(
        image_size=64, patch_size=16, num_layers=2, num_heads=4, hidden_dim=64, mlp_dim=128, num_classes=10)


VIT_SOURCE = ("torchvision.models.vision_transformer.VisionTransformer(image_size=64, patch_size=16, num_layers=2, "
              "num_heads=4, hidden_dim=64, mlp_dim=128, num_classes=10)")

class StyleTransfer(torch.nn.Module):
    """A fast-style-transfer style network, small: reflection padding, InstanceNorm, nearest 2x upsampling."""

    def __init__(self):
        super().__init__()
        self.pad = torch.nn.ReflectionPad2d(4)
        self.conv1 = torch.nn.Conv2d(3, 8, 9)
        self.norm1 = torch.nn.InstanceNorm2d(8, affine=True)
        self.conv2 = torch.nn.Conv2d(8, 16, 3, stride=2, padding=1)
        self.norm2 = torch.nn.InstanceNorm2d(16, affine=True)
        self.up = torch.nn.Upsample(scale_factor=2, mode="nearest")
        self.conv3 = torch.nn.Conv2d(16, 3, 3, padding=1)

    def forward(self, x):
        y = F.relu(self.norm1(self.conv1(self.pad(x))))
        y = F.relu(self.norm2(self.conv2(y)))
        return self.conv3(self.up(y))


STYLE_SOURCE = ("StyleTransfer in generate.py: ReflectionPad2d(4), Conv2d(3, 8, 9), InstanceNorm2d(affine), ReLU, "
                "Conv2d(8, 16, 3, stride 2, padding 1), InstanceNorm2d, ReLU, Upsample(scale_factor=2, nearest), "
                "Conv2d(16, 3, 3, padding 1)")


class AudioConv1d(torch.nn.Module):
    """A 1-D convolutional audio classifier: strided Conv1d, BatchNorm1d, MaxPool1d and AvgPool1d at odd lengths."""

    def __init__(self):
        super().__init__()
        self.conv1 = torch.nn.Conv1d(1, 8, 9, stride=2, padding=4)
        self.norm1 = torch.nn.BatchNorm1d(8)
        self.pool1 = torch.nn.MaxPool1d(3, 2, 1)
        self.conv2 = torch.nn.Conv1d(8, 16, 5)
        self.pool2 = torch.nn.AvgPool1d(4, ceil_mode=True)
        self.fc = torch.nn.Linear(16, 5)

    def forward(self, x):
        y = self.pool1(F.relu(self.norm1(self.conv1(x))))
        y = self.pool2(F.relu(self.conv2(y)))
        return self.fc(y.mean(-1))


AUDIO_SOURCE = ("AudioConv1d in generate.py: Conv1d(1, 8, 9, stride 2, padding 4), BatchNorm1d, ReLU, "
                "MaxPool1d(3, 2, 1), Conv1d(8, 16, 5), ReLU, AvgPool1d(4, ceil_mode), mean, Linear(16, 5)")


class Video3d(torch.nn.Module):
    """A C3D-like video classifier: Conv3d, MaxPool3d (also ceil_mode), AvgPool3d."""

    def __init__(self):
        super().__init__()
        self.conv1 = torch.nn.Conv3d(3, 8, 3, padding=1)
        self.pool1 = torch.nn.MaxPool3d((1, 2, 2))
        self.conv2 = torch.nn.Conv3d(8, 16, 3, padding=1)
        self.pool2 = torch.nn.MaxPool3d(2, 2, ceil_mode=True)
        self.pool3 = torch.nn.AvgPool3d(2)
        self.fc = torch.nn.Linear(16, 4)

    def forward(self, x):
        y = self.pool1(F.relu(self.conv1(x)))
        y = self.pool3(self.pool2(F.relu(self.conv2(y))))
        return self.fc(torch.flatten(y.mean((2, 3, 4)), 1))


VIDEO_SOURCE = ("Video3d in generate.py: Conv3d(3, 8, 3, padding 1), ReLU, MaxPool3d((1, 2, 2)), "
                "Conv3d(8, 16, 3, padding 1), ReLU, MaxPool3d(2, 2, ceil_mode), AvgPool3d(2), mean, Linear(16, 4)")


class IndexArithmetic(torch.nn.Module):
    """Index and integer-like arithmetic a detection or sparse model exports: remainder and fmod, logical xor,
    advanced indexing and index_put (ScatterND), a vector norm."""

    def forward(self, x, idx):
        a = torch.remainder(x, 3.0) + torch.fmod(x, 2.5)
        b = torch.logical_xor(x > 0, a > 1).float()
        g = x[idx[:, 0], idx[:, 1]]
        y = x.clone()
        y[idx[:, 0], idx[:, 1]] = 0.0
        return a * b, g, y, torch.norm(x, dim=-1)


INDEX_SOURCE = ("IndexArithmetic in generate.py: remainder and fmod of x [4, 6, 8], logical_xor, x[idx[:, 0], "
                "idx[:, 1]] and its index_put, torch.norm over the last dim")


class SequenceLstm(torch.nn.Module):
    """A sequence classifier: a 2-layer batch-first LSTM and a linear head on the last step."""

    def __init__(self):
        super().__init__()
        self.lstm = torch.nn.LSTM(16, 32, num_layers=2, batch_first=True)
        self.fc = torch.nn.Linear(32, 4)

    def forward(self, x):
        y, _ = self.lstm(x)
        return self.fc(y[:, -1])


class SequenceGru(torch.nn.Module):
    """A sequence tagger: a batch-first GRU with its final state, and a linear head on every step."""

    def __init__(self):
        super().__init__()
        self.gru = torch.nn.GRU(16, 24, batch_first=True)
        self.fc = torch.nn.Linear(24, 6)

    def forward(self, x):
        y, h = self.gru(x)
        return self.fc(y), h


class SequenceRnn(torch.nn.Module):
    """A sequence tagger on a plain (tanh) RNN: two layers, batch first, its final states, a linear head per step."""

    def __init__(self):
        super().__init__()
        self.rnn = torch.nn.RNN(16, 20, num_layers=2, batch_first=True)
        self.fc = torch.nn.Linear(20, 5)

    def forward(self, x):
        y, h = self.rnn(x)
        return self.fc(y), h


class BidirectionalTagger(torch.nn.Module):
    """A sequence tagger on a bidirectional recurrence (\p cell: torch.nn.LSTM, GRU or RNN), batch first: a linear
    head on every step of both directions' outputs, and the final states."""

    def __init__(self, cell, layers):
        super().__init__()
        self.rnn = cell(16, 20, num_layers=layers, bidirectional=True, batch_first=True)
        self.fc = torch.nn.Linear(40, 5)

    def forward(self, x):
        y, state = self.rnn(x)
        return self.fc(y), state[0] if isinstance(state, tuple) else state


class MixerBlock(torch.nn.Module):
    """MLP-Mixer's block: a token-mixing MLP across the patches, then a channel-mixing MLP, each pre-norm, residual."""

    def __init__(self, tokens, channels):
        super().__init__()
        self.norm1 = torch.nn.LayerNorm(channels)
        self.tokens = torch.nn.Sequential(torch.nn.Linear(tokens, 2 * tokens), torch.nn.GELU(),
                                          torch.nn.Linear(2 * tokens, tokens))
        self.norm2 = torch.nn.LayerNorm(channels)
        self.channels = torch.nn.Sequential(torch.nn.Linear(channels, 2 * channels), torch.nn.GELU(),
                                            torch.nn.Linear(2 * channels, channels))

    def forward(self, x):  # x [B, tokens, channels]
        x = x + self.tokens(self.norm1(x).transpose(1, 2)).transpose(1, 2)
        return x + self.channels(self.norm2(x))


class MlpMixer(torch.nn.Module):
    """A small MLP-Mixer: 8x8 patches of a 32x32 image by a strided Conv2d, two Mixer blocks, mean over the patches,
    a linear classifier."""

    def __init__(self):
        super().__init__()
        self.patches = torch.nn.Conv2d(3, 48, 8, stride=8)
        self.blocks = torch.nn.Sequential(MixerBlock(16, 48), MixerBlock(16, 48))
        self.norm = torch.nn.LayerNorm(48)
        self.head = torch.nn.Linear(48, 10)

    def forward(self, x):
        x = self.patches(x).flatten(2).transpose(1, 2)
        return self.head(self.norm(self.blocks(x)).mean(1))


class QdqCnn(torch.nn.Module):
    """Quantization-aware inference as QDQ exports write it: activations fake-quantized per tensor to uint8,
    convolution weights per output channel to int8 (QuantizeLinear / DequantizeLinear pairs)."""

    def __init__(self):
        super().__init__()
        self.conv1 = torch.nn.Conv2d(3, 8, 3, padding=1)
        self.conv2 = torch.nn.Conv2d(8, 16, 3, stride=2)
        self.fc = torch.nn.Linear(16, 10)

    @staticmethod
    def weights(conv):
        channels = conv.weight.shape[0]
        return torch.fake_quantize_per_channel_affine(conv.weight, torch.full((channels,), 0.01),
                                                      torch.zeros(channels, dtype=torch.int32), 0, -128, 127)

    def forward(self, x):
        x = torch.fake_quantize_per_tensor_affine(x, 0.02, 128, 0, 255)
        x = F.conv2d(x, self.weights(self.conv1), self.conv1.bias, padding=1).relu()
        x = torch.fake_quantize_per_tensor_affine(x, 0.05, 0, 0, 255)
        x = F.conv2d(x, self.weights(self.conv2), self.conv2.bias, stride=2).relu()
        return self.fc(x.mean((2, 3)))


class CausalSelfAttention(torch.nn.Module):
    """GPT-2's masked multi-head self-attention, batch first: q, k, v projections, a causal mask, an output one."""

    def __init__(self, width, heads):
        super().__init__()
        self.heads = heads
        self.scale = 1.0 / math.sqrt(width // heads)
        self.q = torch.nn.Linear(width, width)
        self.k = torch.nn.Linear(width, width)
        self.v = torch.nn.Linear(width, width)
        self.out = torch.nn.Linear(width, width)

    def forward(self, x, blocked):
        b, t, c = x.size(0), x.size(1), x.size(2)
        split = lambda y: y.view(b, t, self.heads, c // self.heads).transpose(1, 2)
        q, k, v = split(self.q(x)), split(self.k(x)), split(self.v(x))
        scores = q @ k.transpose(-2, -1) * self.scale
        if blocked is not None:
            scores = scores + blocked
        y = torch.softmax(scores, dim=-1) @ v
        return self.out(y.transpose(1, 2).reshape(b, t, c))


class DecoderBlock(torch.nn.Module):
    """A pre-norm transformer block: attention and a GELU MLP, each with a residual."""

    def __init__(self, width, heads):
        super().__init__()
        self.norm1 = torch.nn.LayerNorm(width)
        self.attention = CausalSelfAttention(width, heads)
        self.norm2 = torch.nn.LayerNorm(width)
        self.mlp = torch.nn.Sequential(torch.nn.Linear(width, 4 * width), torch.nn.GELU(),
                                       torch.nn.Linear(4 * width, width))

    def forward(self, x, blocked):
        x = x + self.attention(self.norm1(x), blocked)
        return x + self.mlp(self.norm2(x))


class CausalDecoder(torch.nn.Module):
    """A GPT-2-like language model: token and position embeddings, causal blocks, a vocabulary head. The positions
    and the causal mask are computed from x.size(1), so the export carries them as shape computations."""

    def __init__(self, vocab=96, width=32, heads=4, layers=2, max_positions=64):
        super().__init__()
        self.tokens = torch.nn.Embedding(vocab, width)
        self.positions = torch.nn.Embedding(max_positions, width)
        self.blocks = torch.nn.ModuleList([DecoderBlock(width, heads) for _ in range(layers)])
        self.norm = torch.nn.LayerNorm(width)
        self.head = torch.nn.Linear(width, vocab)

    def forward(self, ids):
        t = ids.size(1)
        steps = torch.arange(t, dtype=torch.int64)
        x = self.tokens(ids) + self.positions(steps).unsqueeze(0)
        # -1e4 above the diagonal: step i sees steps 0..i.
        blocked = (steps.unsqueeze(0) > steps.unsqueeze(1)).float() * -1e4
        for block in self.blocks:
            x = block(x, blocked)
        return self.head(self.norm(x))


class MaskedEncoder(torch.nn.Module):
    """A BERT-like encoder: token, position and type embeddings, the attention mask input turned into an additive
    bias [batch, 1, 1, seq], post-norm blocks, and a tanh pooler on the first token."""

    def __init__(self, vocab=96, width=32, heads=4, layers=2, max_positions=64):
        super().__init__()
        self.tokens = torch.nn.Embedding(vocab, width)
        self.positions = torch.nn.Embedding(max_positions, width)
        self.norm = torch.nn.LayerNorm(width)
        self.attention = torch.nn.ModuleList([CausalSelfAttention(width, heads) for _ in range(layers)])
        self.norm1 = torch.nn.ModuleList([torch.nn.LayerNorm(width) for _ in range(layers)])
        self.mlp = torch.nn.ModuleList([torch.nn.Sequential(torch.nn.Linear(width, 2 * width), torch.nn.GELU(),
                                                            torch.nn.Linear(2 * width, width))
                                        for _ in range(layers)])
        self.norm2 = torch.nn.ModuleList([torch.nn.LayerNorm(width) for _ in range(layers)])
        self.pooler = torch.nn.Linear(width, width)

    def forward(self, ids, mask):
        steps = torch.arange(ids.size(1), dtype=torch.int64)
        x = self.norm(self.tokens(ids) + self.positions(steps).unsqueeze(0))
        bias = (1.0 - mask[:, None, None, :].float()) * -1e4
        for attention, norm1, mlp, norm2 in zip(self.attention, self.norm1, self.mlp, self.norm2):
            x = norm1(x + attention(x, bias))
            x = norm2(x + mlp(x))
        return x, torch.tanh(self.pooler(x[:, 0]))


class RmsNorm(torch.nn.Module):
    """T5's layer norm: scale only, no mean subtraction, no bias."""

    def __init__(self, width, eps=1e-6):
        super().__init__()
        self.weight = torch.nn.Parameter(torch.ones(width))
        self.eps = eps

    def forward(self, x):
        return self.weight * (x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps))


class T5Attention(torch.nn.Module):
    """T5's attention: no scaling, no biases; a relative position bias added to the scores where it has one."""

    def __init__(self, width, heads, relative_bias=False, bidirectional=True, buckets=8, max_distance=20):
        super().__init__()
        self.heads, self.head_width = heads, width // heads
        self.q, self.k, self.v, self.o = (torch.nn.Linear(width, width, bias=False) for _ in range(4))
        self.bidirectional, self.buckets, self.max_distance = bidirectional, buckets, max_distance
        self.relative_bias = torch.nn.Embedding(buckets, heads) if relative_bias else None

    def bucket(self, relative):
        """T5's _relative_position_bucket: exact buckets for small distances, logarithmic ones up to max_distance."""
        buckets = self.buckets
        result = torch.zeros_like(relative)
        if self.bidirectional:
            buckets //= 2
            result = result + (relative > 0).to(torch.long) * buckets
            relative = torch.abs(relative)
        else:
            relative = -torch.min(relative, torch.zeros_like(relative))
        exact = buckets // 2
        large = exact + (torch.log(relative.float() / exact) / math.log(self.max_distance / exact) *
                         (buckets - exact)).to(torch.long)
        large = torch.min(large, torch.full_like(large, buckets - 1))
        return result + torch.where(relative < exact, relative, large)

    def position_bias(self, queries, keys):
        relative = torch.arange(keys, dtype=torch.long)[None, :] - torch.arange(queries, dtype=torch.long)[:, None]
        return self.relative_bias(self.bucket(relative)).permute(2, 0, 1).unsqueeze(0)  # [1, heads, q, k]

    def forward(self, x, memory, bias):
        b = x.size(0)
        split = lambda t: t.view(b, -1, self.heads, self.head_width).transpose(1, 2)
        q, k, v = split(self.q(x)), split(self.k(memory)), split(self.v(memory))
        scores = q @ k.transpose(-1, -2)
        if self.relative_bias is not None:
            bias = bias + self.position_bias(x.size(1), memory.size(1))
        weights = torch.softmax(scores + bias, dim=-1)
        return self.o((weights @ v).transpose(1, 2).reshape(b, -1, self.heads * self.head_width)), bias


class T5Like(torch.nn.Module):
    """A T5-like encoder-decoder: shared embedding, pre-norm (RMS) blocks, bucketed relative position biases computed
    from the sequence lengths in the first layer of each stack (bidirectional in the encoder, causal in the decoder,
    reused by the later layers), a causal mask, cross-attention, ReLU feed-forward, a tied head scaled by
    width ** -0.5."""

    def __init__(self, vocab=64, width=32, heads=4, layers=2):
        super().__init__()
        self.width = width
        self.embed = torch.nn.Embedding(vocab, width)
        ffn = lambda: torch.nn.Sequential(torch.nn.Linear(width, 2 * width, bias=False), torch.nn.ReLU(),
                                          torch.nn.Linear(2 * width, width, bias=False))
        self.enc_attn = torch.nn.ModuleList([T5Attention(width, heads, k == 0) for k in range(layers)])
        self.enc_ffn = torch.nn.ModuleList([ffn() for _ in range(layers)])
        self.enc_norms = torch.nn.ModuleList([RmsNorm(width) for _ in range(2 * layers + 1)])
        self.dec_self = torch.nn.ModuleList([T5Attention(width, heads, k == 0, bidirectional=False)
                                             for k in range(layers)])
        self.dec_cross = torch.nn.ModuleList([T5Attention(width, heads) for _ in range(layers)])
        self.dec_ffn = torch.nn.ModuleList([ffn() for _ in range(layers)])
        self.dec_norms = torch.nn.ModuleList([RmsNorm(width) for _ in range(3 * layers + 1)])

    def forward(self, src, tgt):
        x = self.embed(src)
        bias = torch.zeros(1, 1, 1, src.size(1))
        for k, (attention, ffn) in enumerate(zip(self.enc_attn, self.enc_ffn)):
            h, bias = attention(self.enc_norms[2 * k](x), self.enc_norms[2 * k](x), bias)
            x = x + h
            x = x + ffn(self.enc_norms[2 * k + 1](x))
        memory = self.enc_norms[-1](x)
        y = self.embed(tgt)
        steps = torch.arange(tgt.size(1), dtype=torch.long)
        self_bias = (steps[None, :] > steps[:, None]).float()[None, None] * -1e4
        cross_bias = torch.zeros(1, 1, 1, src.size(1))
        for k, (attention, cross, ffn) in enumerate(zip(self.dec_self, self.dec_cross, self.dec_ffn)):
            h, self_bias = attention(self.dec_norms[3 * k](y), self.dec_norms[3 * k](y), self_bias)
            y = y + h
            h, cross_bias = cross(self.dec_norms[3 * k + 1](y), memory, cross_bias)
            y = y + h
            y = y + ffn(self.dec_norms[3 * k + 2](y))
        y = self.dec_norms[-1](y) * self.width ** -0.5
        return memory, y @ self.embed.weight.t()


class Conformer(torch.nn.Module):
    """A Conformer speech encoder: a 2-layer stride-2 Conv2d subsampling of the [batch, time, 40] features, then
    blocks of half-step feed-forward (SiLU), self-attention, the convolution module (pointwise Conv1d, GLU, depthwise
    Conv1d, BatchNorm1d, SiLU, pointwise Conv1d), half-step feed-forward and a final LayerNorm; a CTC-style head."""

    def __init__(self, features=40, width=32, heads=4, layers=2, kernel=7, classes=12):
        super().__init__()
        self.subsample = torch.nn.Sequential(torch.nn.Conv2d(1, width, 3, 2), torch.nn.ReLU(),
                                             torch.nn.Conv2d(width, width, 3, 2), torch.nn.ReLU())
        self.project = torch.nn.Linear(width * (((features - 1) // 2 - 1) // 2), width)
        ffn = lambda: torch.nn.Sequential(torch.nn.LayerNorm(width), torch.nn.Linear(width, 4 * width),
                                          torch.nn.SiLU(), torch.nn.Linear(4 * width, width))
        self.ffn1 = torch.nn.ModuleList([ffn() for _ in range(layers)])
        self.ffn2 = torch.nn.ModuleList([ffn() for _ in range(layers)])
        self.attn_norm = torch.nn.ModuleList([torch.nn.LayerNorm(width) for _ in range(layers)])
        self.attn = torch.nn.ModuleList([torch.nn.MultiheadAttention(width, heads, batch_first=True)
                                         for _ in range(layers)])
        self.conv_norm = torch.nn.ModuleList([torch.nn.LayerNorm(width) for _ in range(layers)])
        self.conv = torch.nn.ModuleList([torch.nn.Sequential(
            torch.nn.Conv1d(width, 2 * width, 1), torch.nn.GLU(dim=1),
            torch.nn.Conv1d(width, width, kernel, padding=kernel // 2, groups=width), torch.nn.BatchNorm1d(width),
            torch.nn.SiLU(), torch.nn.Conv1d(width, width, 1)) for _ in range(layers)])
        self.out_norm = torch.nn.ModuleList([torch.nn.LayerNorm(width) for _ in range(layers)])
        self.head = torch.nn.Linear(width, classes)

    def forward(self, features):
        x = self.subsample(features.unsqueeze(1))  # [batch, width, time', features']
        x = self.project(x.transpose(1, 2).flatten(2))  # [batch, time', width]
        for ffn1, norm, attn, conv_norm, conv, ffn2, out_norm in zip(self.ffn1, self.attn_norm, self.attn,
                                                                     self.conv_norm, self.conv, self.ffn2,
                                                                     self.out_norm):
            x = x + 0.5 * ffn1(x)
            h = norm(x)
            x = x + attn(h, h, h, need_weights=False)[0]
            x = x + conv(conv_norm(x).transpose(1, 2)).transpose(1, 2)
            x = out_norm(x + 0.5 * ffn2(x))
        return torch.log_softmax(self.head(x), dim=-1)


class Detections(torch.nn.Module):
    """A torchvision detection model on one image: its boxes, scores and labels (and keypoints or masks where it has
    them) in eval mode; in train mode (BatchNorm calibration only) its backbone and, for a single-stage detector, its
    head on a batch. A two-stage detector's backbone sees the batch through its transform (normalized and resized,
    as at inference: calibrated on raw images, its ResNet's activations grow to 1e4 on normalized ones)."""

    def __init__(self, model):
        super().__init__()
        self.model = model

    def forward(self, image):
        if self.training:
            if hasattr(self.model, "rpn"):
                image = self.model.transform(list(image))[0].tensors
            features = self.model.backbone(image)
            features = list(features.values()) if isinstance(features, dict) else [features]
            return self.model.head(features) if hasattr(self.model, "head") else features
        found = self.model([image])[0]
        extras = [found[k] for k in ("keypoints", "keypoints_scores", "masks") if k in found]
        return (found["boxes"], found["scores"], found["labels"], *extras)


# Keypoint R-CNN's keypoints are the argmax of each keypoint's heatmap; untrained heatmaps have near-equal peaks, and
# the export's float rounding picks the other one for some keypoints.
KEYPOINT_ARGMAX_TIES = "a keypoint is its heatmap's argmax, and near-equal peaks swap under the export's float rounding"
# Mask R-CNN pastes each mask into a box expanded by a scale: the export computes the scale in float32, eager torch
# in double, so pixels on a box's edge fall on either side.
MASK_PASTE_EDGES = "the export expands boxes by a float32 scale, eager torch by a double one: box-edge pixels differ"


def detection(name, **options):
    return lambda: Detections(getattr(torchvision.models.detection, name)(weights=None, weights_backbone=None,
                                                                          **options))


class SmallUNet(torch.nn.Module):
    """A small UNet: two poolings down, two nearest upsamplings to the skip tensors' sizes, skip concatenation. At odd
    sizes the upsampled sizes come from the skips (F.interpolate(size=skip.shape[-2:])), not from a scale."""

    def __init__(self):
        super().__init__()
        block = lambda cin, cout: torch.nn.Sequential(torch.nn.Conv2d(cin, cout, 3, padding=1), torch.nn.ReLU())
        self.enc1, self.enc2, self.enc3 = block(3, 8), block(8, 16), block(16, 32)
        self.dec2, self.dec1 = block(32 + 16, 16), block(16 + 8, 8)
        self.head = torch.nn.Conv2d(8, 2, 1)

    def forward(self, x):
        e1 = self.enc1(x)
        e2 = self.enc2(F.max_pool2d(e1, 2))
        e3 = self.enc3(F.max_pool2d(e2, 2))
        d2 = self.dec2(torch.cat([F.interpolate(e3, size=e2.shape[-2:], mode="nearest"), e2], 1))
        d1 = self.dec1(torch.cat([F.interpolate(d2, size=e1.shape[-2:], mode="nearest"), e1], 1))
        return self.head(d1)


class OpticalFlow(torch.nn.Module):
    """torchvision's RAFT-small with a fixed number of flow updates: the flow after each update (all-pairs
    correlation pyramid sampled with grid_sample around the current flow, convex upsampling by 8)."""

    def __init__(self, updates):
        super().__init__()
        self.raft = torchvision.models.optical_flow.raft_small(weights=None)
        self.updates = updates

    def forward(self, image1, image2):
        return tuple(self.raft(image1, image2, num_flow_updates=self.updates))


# Why an opset 9/10 export of a bilinear interpolate computes other values than torch (the shapes are torch's).
LOSSY_BILINEAR = "torch's bilinear interpolate (half-pixel) exports as ONNX's asymmetric linear below opset 11"


def segmentation(name):
    return lambda: getattr(torchvision.models.segmentation, name)(weights=None, weights_backbone=None)


MODELS = [
    Spec("resnet50", "torchvision.models.resnet50(weights=None)",
         lambda: torchvision.models.resnet50(weights=None), {"input": [1, 3, 224, 224]}, ["output"]),
    Spec("resnet50_dynamic_batch", "torchvision.models.resnet50(weights=None), batch dim_param 'batch'",
         lambda: torchvision.models.resnet50(weights=None), {"input": [1, 3, 224, 224]}, ["output"],
         dynamic_axes={"input": {0: "batch"}, "output": {0: "batch"}},
         reference_inputs={"input": [2, 3, 224, 224]}),
    Spec("mobilenet_v2", "torchvision.models.mobilenet_v2(weights=None)",
         lambda: torchvision.models.mobilenet_v2(weights=None), {"input": [1, 3, 224, 224]}, ["output"]),
    Spec("mobilenet_v3_small", "torchvision.models.mobilenet_v3_small(weights=None)",
         lambda: torchvision.models.mobilenet_v3_small(weights=None), {"input": [1, 3, 224, 224]}, ["output"]),
    Spec("shufflenet_v2_x0_5", "torchvision.models.shufflenet_v2_x0_5(weights=None)",
         lambda: torchvision.models.shufflenet_v2_x0_5(weights=None), {"input": [1, 3, 224, 224]}, ["output"]),
    Spec("squeezenet1_1", "torchvision.models.squeezenet1_1(weights=None)",
         lambda: torchvision.models.squeezenet1_1(weights=None), {"input": [1, 3, 224, 224]}, ["output"]),
    Spec("efficientnet_b0", "torchvision.models.efficientnet_b0(weights=None)",
         lambda: torchvision.models.efficientnet_b0(weights=None), {"input": [1, 3, 224, 224]}, ["output"]),
    Spec("convnext_tiny_opset17", "torchvision.models.convnext_tiny(weights=None); opset 17 (LayerNormalization)",
         lambda: torchvision.models.convnext_tiny(weights=None), {"input": [1, 3, 96, 96]}, ["output"], opset=17),
    # Swin: windows padded to multiples of 7 by a Pad whose pads are Mod arithmetic on the dims, shifted by Roll
    # (Slice + Concat), the attention mask built from the padded size.
    Spec("swin_t", "torchvision.models.swin_t(weights=None), 112x112 (a 4x4 map padded to the 7x7 window)",
         lambda: torchvision.models.swin_t(weights=None), {"input": [1, 3, 112, 112]}, ["output"]),
    Spec("densenet121", "torchvision.models.densenet121(weights=None)",
         lambda: torchvision.models.densenet121(weights=None), {"input": [1, 3, 64, 64]}, ["output"]),
    Spec("mlp_mixer", "MlpMixer in generate.py: 8x8 patches of a 32x32 image into 48 channels, 2 Mixer blocks "
         "(token and channel MLPs with GELU, pre-LayerNorm), mean over patches, Linear(48, 10)", MlpMixer,
         {"input": [2, 3, 32, 32]}, ["output"]),
    Spec("transformer_encoder", TRANSFORMER_SOURCE, transformer_encoder, {"src": [10, 2, 64]}, ["output"]),
    Spec("transformer_encoder_dynamic", TRANSFORMER_SOURCE + "; dim_params 'seq' and 'batch'", transformer_encoder,
         {"src": [10, 2, 64]}, ["output"],
         dynamic_axes={"src": {0: "seq", 1: "batch"}, "output": {0: "seq", 1: "batch"}},
         reference_inputs={"src": [7, 3, 64]}),
    Spec("vit_dynamic_batch", VIT_SOURCE + ", batch dim_param 'batch'", vision_transformer,
         {"input": [1, 3, 64, 64]}, ["output"], dynamic_axes={"input": {0: "batch"}, "output": {0: "batch"}},
         reference_inputs={"input": [2, 3, 64, 64]}),
    # Segmentation: bilinear Resize to the input's size, from sizes the head computes with Shape -> Slice -> Concat.
    Spec("lraspp_mobilenet_v3_large", "torchvision.models.segmentation.lraspp_mobilenet_v3_large(weights=None)",
         segmentation("lraspp_mobilenet_v3_large"), {"input": [1, 3, 224, 224]}, ["out"]),
    Spec("lraspp_mobilenet_v3_large_opset17", "as lraspp_mobilenet_v3_large, opset 17 (HardSwish)",
         segmentation("lraspp_mobilenet_v3_large"), {"input": [1, 3, 224, 224]}, ["out"], opset=17),
    Spec("fcn_resnet50", "torchvision.models.segmentation.fcn_resnet50(weights=None), odd input size",
         segmentation("fcn_resnet50"), {"input": [1, 3, 193, 257]}, ["out"]),
    Spec("style_transfer", STYLE_SOURCE, StyleTransfer, {"input": [1, 3, 64, 80]}, ["output"]),
    Spec("style_transfer_opset17", STYLE_SOURCE + "; opset 17", StyleTransfer, {"input": [1, 3, 64, 80]},
         ["output"], opset=17),
    # Older opsets: the definitions exporters wrote before opset 11 (attributes that became inputs, Upsample).
    Spec("style_transfer_opset9", STYLE_SOURCE + "; opset 9 (Upsample, Pad with attributes)", StyleTransfer,
         {"input": [1, 3, 64, 80]}, ["output"], opset=9),
    Spec("style_transfer_opset10", STYLE_SOURCE + "; opset 10 (Resize of opset 10)", StyleTransfer,
         {"input": [1, 3, 64, 80]}, ["output"], opset=10),
    Spec("mobilenet_v2_opset9", "torchvision.models.mobilenet_v2(weights=None); opset 9 (Clip with attributes)",
         lambda: torchvision.models.mobilenet_v2(weights=None), {"input": [1, 3, 224, 224]}, ["output"], opset=9),
    Spec("transformer_encoder_opset9", TRANSFORMER_SOURCE + "; opset 9 (Split, Softmax, ReduceMean of opset 1)",
         transformer_encoder, {"src": [10, 2, 64]}, ["output"], opset=9),
    Spec("sequence_lstm_opset9", "SequenceLstm in generate.py: LSTM(16, 32, num_layers=2, batch_first), Linear(32, 4) "
         "on the last step; opset 9 (Slice with attributes)", SequenceLstm, {"input": [3, 11, 16]}, ["output"],
         opset=9),
    # torch's interpolate to a size at opsets 9 and 10: float scales Cast(size) / Cast(Shape(x)[2:]) (folded by the
    # host kernels); at 161x193 the stride-16 map's 11 * float32(21 / 11) is 21 in float32 (20.9999996 in double).
    Spec("lraspp_mobilenet_v3_large_opset9", "as lraspp_mobilenet_v3_large, opset 9 (Upsample with computed float "
         "scales), odd input size", segmentation("lraspp_mobilenet_v3_large"), {"input": [1, 3, 161, 193]}, ["out"],
         opset=9, values_differ=LOSSY_BILINEAR),
    Spec("fcn_resnet50_opset10", "as fcn_resnet50, opset 10 (Resize of opset 10 with computed float scales)",
         segmentation("fcn_resnet50"), {"input": [1, 3, 193, 257]}, ["out"], opset=10,
         values_differ=LOSSY_BILINEAR),
    # Detection: boxes after score thresholds, per-class NMS (inside an If) and top-k: their counts depend on the data.
    Spec("ssdlite320_mobilenet_v3_large", "torchvision.models.detection.ssdlite320_mobilenet_v3_large(weights=None) "
         "(num_classes=6, score_thresh=0.9, nms_thresh=0.1) on one 240x320 image (its transform resizes to 320x320); boxes, scores, labels",
         detection("ssdlite320_mobilenet_v3_large", num_classes=6, score_thresh=0.9, nms_thresh=0.1), {"image": [3, 240, 320]},
         ["boxes", "scores", "labels"], calibration_shape=[2, 3, 320, 320], data_dependent=True),
    # Two-stage detectors: RPN proposals by NMS, RoIAlign of the kept boxes, a second NMS; their counts depend on the
    # data, and the box head reshapes its regression by the proposals' count.
    Spec("fasterrcnn_resnet50_fpn", "torchvision.models.detection.fasterrcnn_resnet50_fpn(weights=None) (num_classes=3, "
         "min_size=240, max_size=320, box_score_thresh=0.7, rpn_pre_nms_top_n_test=150) on one 240x320 image; boxes, "
         "scores, labels",
         detection("fasterrcnn_resnet50_fpn", num_classes=3, min_size=240, max_size=320, box_score_thresh=0.7,
                   rpn_pre_nms_top_n_test=150), {"image": [3, 240, 320]}, ["boxes", "scores", "labels"],
         calibration_shape=[2, 3, 240, 320], data_dependent=True),
    Spec("keypointrcnn_resnet50_fpn", "torchvision.models.detection.keypointrcnn_resnet50_fpn(weights=None) "
         "(num_classes=2, num_keypoints=5, min_size=240, max_size=320, box_score_thresh=0.9, "
         "rpn_pre_nms_top_n_test=150) on one 240x320 image; boxes, scores, labels, keypoints, keypoint scores",
         detection("keypointrcnn_resnet50_fpn", num_classes=2, num_keypoints=5, min_size=240, max_size=320,
                   box_score_thresh=0.9, rpn_pre_nms_top_n_test=150), {"image": [3, 240, 320]},
         ["boxes", "scores", "labels", "keypoints", "keypoints_scores"], calibration_shape=[2, 3, 240, 320],
         data_dependent=True, values_differ={"keypoints": KEYPOINT_ARGMAX_TIES}),
    Spec("maskrcnn_resnet50_fpn", "torchvision.models.detection.maskrcnn_resnet50_fpn(weights=None) (num_classes=3, "
         "min_size=240, max_size=320, box_score_thresh=0.5, rpn_pre_nms_top_n_test=150) on one 240x320 image; boxes, "
         "scores, labels, masks",
         detection("maskrcnn_resnet50_fpn", num_classes=3, min_size=240, max_size=320, box_score_thresh=0.5,
                   rpn_pre_nms_top_n_test=150), {"image": [3, 240, 320]}, ["boxes", "scores", "labels", "masks"],
         calibration_shape=[2, 3, 240, 320], data_dependent=True, values_differ={"masks": MASK_PASTE_EDGES}),
    # Optical flow: grid_sample (GridSample, opset 16) of the correlation pyramid at coordinates moved by the flow.
    Spec("raft_small_opset16", "OpticalFlow in generate.py: torchvision.models.optical_flow.raft_small(weights=None), "
         "2 flow updates, on two 128x160 images (the coarsest correlation level is 2x2); the flow after each update; "
         "opset 16 (GridSample)",
         lambda: OpticalFlow(2), {"image1": [1, 3, 128, 160], "image2": [1, 3, 128, 160]}, ["flow1", "flow2"],
         opset=16),
    Spec("deeplabv3_mobilenet_v3_large", "torchvision.models.segmentation.deeplabv3_mobilenet_v3_large(weights=None)"
         ", odd input size", segmentation("deeplabv3_mobilenet_v3_large"), {"input": [1, 3, 161, 193]}, ["out"]),
    Spec("r3d_18", "torchvision.models.video.r3d_18(weights=None), 8 frames of 56x56",
         lambda: torchvision.models.video.r3d_18(weights=None), {"input": [1, 3, 8, 56, 56]}, ["output"],
         calibration_shape=[2, 3, 8, 56, 56]),
    Spec("audio_conv1d", AUDIO_SOURCE, AudioConv1d, {"input": [2, 1, 1001]}, ["output"],
         calibration_shape=[4, 1, 1001]),
    Spec("video_conv3d", VIDEO_SOURCE, Video3d, {"input": [1, 3, 8, 32, 32]}, ["output"]),
    # Recurrent: ONNX LSTM, GRU and RNN (torch's batch_first becomes Transposes around them).
    Spec("sequence_lstm", "SequenceLstm in generate.py: LSTM(16, 32, num_layers=2, batch_first), Linear(32, 4) on the "
         "last step", SequenceLstm, {"input": [3, 11, 16]}, ["output"]),
    Spec("sequence_gru", "SequenceGru in generate.py: GRU(16, 24, batch_first), Linear(24, 6) on every step; the "
         "final state is an output too", SequenceGru, {"input": [3, 11, 16]}, ["output", "state"]),
    Spec("sequence_rnn", "SequenceRnn in generate.py: RNN(16, 20, num_layers=2, batch_first), Linear(20, 5) on every "
         "step; the final states are an output too", SequenceRnn, {"input": [3, 11, 16]}, ["output", "state"]),
    Spec("sequence_bilstm", "BidirectionalTagger in generate.py: LSTM(16, 20, num_layers=2, bidirectional, "
         "batch_first), Linear(40, 5) on every step; the final h states are an output too",
         lambda: BidirectionalTagger(torch.nn.LSTM, 2), {"input": [3, 11, 16]}, ["output", "state"]),
    Spec("sequence_bigru_opset17", "BidirectionalTagger in generate.py: GRU(16, 20, bidirectional, batch_first), "
         "Linear(40, 5) on every step; the final states are an output too; opset 17",
         lambda: BidirectionalTagger(torch.nn.GRU, 1), {"input": [3, 11, 16]}, ["output", "state"], opset=17),
    Spec("sequence_birnn", "BidirectionalTagger in generate.py: RNN(16, 20, bidirectional, batch_first), Linear(40, "
         "5) on every step; the final states are an output too",
         lambda: BidirectionalTagger(torch.nn.RNN, 1), {"input": [3, 11, 16]}, ["output", "state"]),
    Spec("quantized_qdq_cnn", "QdqCnn in generate.py: two Conv2d with per-channel int8 weights and per-tensor uint8 "
         "activations (fake quantization: QuantizeLinear / DequantizeLinear pairs), mean, Linear(16, 10)", QdqCnn,
         {"input": [2, 3, 16, 16]}, ["output"]),
    Spec("index_arithmetic", INDEX_SOURCE, IndexArithmetic, {"x": [4, 6, 8], "idx": [3, 2]},
         ["mixed", "gathered", "scattered", "norm"], int_inputs={"idx": 4}),
    # Dynamic models (named dynamic axes: the symbolic pass's real cases), run at other sizes than traced with.
    Spec("gpt_causal_dynamic", "CausalDecoder in generate.py: GPT-2-like, Embedding(96, 32) + position Embedding(64, "
         "32) of arange(ids.size(1)), 2 pre-norm blocks (4 heads, causal mask from arange comparisons, GELU MLP), "
         "LayerNorm, Linear(32, 96); dim_params 'batch' and 'seq'", CausalDecoder, {"ids": [2, 10]}, ["logits"],
         dynamic_axes={"ids": {0: "batch", 1: "seq"}, "logits": {0: "batch", 1: "seq"}},
         reference_inputs={"ids": [3, 7]}, int_inputs={"ids": 96}),
    Spec("bert_masked_dynamic", "MaskedEncoder in generate.py: BERT-like, embeddings + LayerNorm, an additive bias "
         "from the attention_mask input, 2 post-norm blocks (4 heads, GELU MLP), tanh pooler on the first token; "
         "dim_params 'batch' and 'seq'", MaskedEncoder, {"ids": [2, 10], "attention_mask": [2, 10]},
         ["hidden", "pooled"],
         dynamic_axes={"ids": {0: "batch", 1: "seq"}, "attention_mask": {0: "batch", 1: "seq"},
                       "hidden": {0: "batch", 1: "seq"}, "pooled": {0: "batch"}},
         reference_inputs={"ids": [3, 9], "attention_mask": [3, 9]}, int_inputs={"ids": 96, "attention_mask": 2}),
    Spec("t5_like_dynamic", "T5Like in generate.py: T5-like encoder-decoder, Embedding(64, 32) shared, 2 encoder and "
         "2 decoder pre-norm (RMS) blocks (4 heads), bucketed relative position biases computed from the lengths "
         "(log buckets), causal mask, cross-attention, tied head; dim_params 'batch', 'src_len' and 'tgt_len'",
         T5Like, {"src": [2, 9], "tgt": [2, 6]}, ["memory", "logits"],
         dynamic_axes={"src": {0: "batch", 1: "src_len"}, "tgt": {0: "batch", 1: "tgt_len"},
                       "memory": {0: "batch", 1: "src_len"}, "logits": {0: "batch", 1: "tgt_len"}},
         reference_inputs={"src": [3, 7], "tgt": [3, 5]}, int_inputs={"src": 64, "tgt": 64}),
    Spec("conformer_dynamic", "Conformer in generate.py: Conv2d subsampling (2 x stride 2) of [batch, time, 40] "
         "features, 2 Conformer blocks (half-step SiLU feed-forwards, 4-head self-attention, GLU + depthwise Conv1d(7) + "
         "BatchNorm1d convolution module), log-softmax head of 12 classes; dim_params 'batch' and 'time'",
         Conformer, {"features": [2, 50, 40]}, ["log_probs"],
         dynamic_axes={"features": {0: "batch", 1: "time"}, "log_probs": {0: "batch"}},
         reference_inputs={"features": [3, 41, 40]}, calibration_shape=[4, 50, 40]),
    Spec("conformer_opset17", "Conformer in generate.py (as conformer_dynamic), static; opset 17 (LayerNormalization)",
         Conformer, {"features": [2, 50, 40]}, ["log_probs"], calibration_shape=[4, 50, 40], opset=17),
    Spec("resnet18_dynamic_nhw", "torchvision.models.resnet18(weights=None); dim_params 'batch', 'height', 'width'",
         lambda: torchvision.models.resnet18(weights=None), {"input": [1, 3, 224, 224]}, ["output"],
         dynamic_axes={"input": {0: "batch", 2: "height", 3: "width"}, "output": {0: "batch"}},
         reference_inputs={"input": [2, 3, 97, 131]}),
    Spec("unet_dynamic_nhw", "SmallUNet in generate.py: Conv-ReLU blocks 3-8-16-32, MaxPool2d(2) twice, nearest "
         "upsampling to each skip's size, skip concatenation, Conv2d(8, 2, 1); dim_params 'batch', 'height', 'width'",
         SmallUNet, {"input": [1, 3, 64, 64]}, ["output"],
         dynamic_axes={"input": {0: "batch", 2: "height", 3: "width"},
                       "output": {0: "batch", 2: "height", 3: "width"}},
         reference_inputs={"input": [2, 3, 45, 59]}),
    Spec("audio_conv1d_dynamic", AUDIO_SOURCE + "; dim_params 'batch' and 'length'", AudioConv1d,
         {"input": [2, 1, 1001]}, ["output"], dynamic_axes={"input": {0: "batch", 2: "length"},
                                                          "output": {0: "batch"}},
         reference_inputs={"input": [3, 1, 997]}, calibration_shape=[4, 1, 1001]),
    Spec("sequence_lstm_dynamic", "SequenceLstm in generate.py (LSTM(16, 32, num_layers=2, batch_first), Linear(32, "
         "4) on the last step); dim_params 'batch' and 'seq'", SequenceLstm, {"input": [3, 11, 16]}, ["output"],
         dynamic_axes={"input": {0: "batch", 1: "seq"}, "output": {0: "batch"}},
         reference_inputs={"input": [4, 9, 16]}),
    Spec("mobilenet_v2_dynamic_hw", "torchvision.models.mobilenet_v2(weights=None); dim_params 'height', 'width'",
         lambda: torchvision.models.mobilenet_v2(weights=None), {"input": [1, 3, 224, 224]}, ["output"],
         dynamic_axes={"input": {2: "height", 3: "width"}}, reference_inputs={"input": [1, 3, 161, 193]}),
]


def model_seed(name, part):
    """A seed per model and purpose, so adding a model does not change the others."""
    return (SEED + zlib.crc32(("%s/%s" % (name, part)).encode())) % (2**31)


def make_input(spec, name, shape, gen):
    """A seeded input: standard normal floats, or int64 indices for the spec's int_inputs."""
    if name in spec.int_inputs:
        return torch.randint(0, spec.int_inputs[name], shape, generator=gen, dtype=torch.int64)
    return torch.randn(shape, generator=gen)


def prepare_weights(module, name, calibration_shape):
    """Deterministic, distinct, numerically sane untrained weights.

    torch 1.13's exporter merges initializers of equal value into one and feeds the others through Identity nodes
    (_jit_pass_onnx_deduplicate_initializers). Untrained models are full of equal tensors (TransformerEncoder
    deep-copies its layer, LayerNorm weights are ones, biases zeros, BatchNorm's running stats 0 / 1 fold into equal
    Conv biases), which would give ResNet-50 47 Identity nodes a trained model does not have. So every floating
    parameter gets seeded noise, and BatchNorm running statistics are calibrated on seeded random batches (a few
    train-mode passes with a cumulative average), which also keeps the eval-mode activations in a normal range.
    """
    gen = torch.Generator().manual_seed(model_seed(name, "noise"))
    with torch.no_grad():
        for _, p in sorted(module.named_parameters()):
            scale = max(float(p.abs().mean()), 0.1) * 0.1
            p.add_(torch.randn(p.shape, generator=gen) * scale)
    bns = [m for m in module.modules() if isinstance(m, torch.nn.modules.batchnorm._BatchNorm)]
    if bns:
        for m in bns:
            m.reset_running_stats()
            m.momentum = None  # cumulative average over the calibration batches
        module.train()
        with torch.no_grad():
            for _ in range(2):
                module(torch.randn(calibration_shape, generator=gen))
    module.eval()


# ---- the torch evaluator of ONNX graphs -----------------------------------------------------------------------

_ONNX_TO_TORCH = {
    TensorProto.FLOAT: torch.float32,
    TensorProto.DOUBLE: torch.float64,
    TensorProto.FLOAT16: torch.float16,
    TensorProto.INT64: torch.int64,
    TensorProto.INT32: torch.int32,
    TensorProto.INT16: torch.int16,
    TensorProto.INT8: torch.int8,
    TensorProto.UINT8: torch.uint8,
    TensorProto.BOOL: torch.bool,
}
_TORCH_NAMES = {
    torch.float32: "float32",
    torch.float64: "float64",
    torch.float16: "float16",
    torch.int64: "int64",
    torch.int32: "int32",
    torch.int16: "int16",
    torch.int8: "int8",
    torch.uint8: "uint8",
    torch.bool: "bool",
}
_ONNX_NAMES = {k: _TORCH_NAMES[v] for k, v in _ONNX_TO_TORCH.items()}

OPS = {}
# The ai.onnx opset of the model evaluate() runs (Softmax's meaning changed at 13).
EVAL_OPSET = [OPSET]


def op(*names):
    def register(fn):
        for n in names:
            OPS[n] = fn
        return fn

    return register


def _pads(pads, rank):
    """ONNX pads [b1, .., bn, e1, .., en] -> symmetric torch padding, or None when some side differs."""
    pads = list(pads) if pads else [0] * (2 * rank)
    begin, end = pads[:rank], pads[rank:]
    return tuple(begin) if begin == end else None


def _explicit_padding(x, pads, rank, pad_value):
    """Symmetric torch padding for ONNX pads, or x padded explicitly (with \p pad_value) and zero padding."""
    padding = _pads(pads, rank)
    if padding is None:
        x = F.pad(x, [p for i in reversed(range(rank)) for p in (pads[i], pads[rank + i])], value=pad_value)
        padding = (0,) * rank
    return x, padding


def _ints(v):
    """An int list ONNX gives as an attribute (up to some opset) or as an input tensor (after it)."""
    return [int(a) for a in (v.tolist() if torch.is_tensor(v) else v)]


def _same_dtype(node, *xs):
    """ONNX's elementwise ops take one type T for all inputs; torch would promote silently."""
    if len({x.dtype for x in xs}) != 1:
        raise ValueError("node %s (%s): inputs of different dtypes %s" % (node.name, node.op_type,
                                                                       [str(x.dtype) for x in xs]))


@op("Add", "Sub", "Mul", "Div")
def _binary(node, a, b):
    _same_dtype(node, a, b)
    if node.op_type == "Add":
        return torch.add(a, b)
    if node.op_type == "Sub":
        return torch.sub(a, b)
    if node.op_type == "Mul":
        return torch.mul(a, b)
    if a.dtype.is_floating_point:
        return torch.div(a, b)
    return torch.div(a, b, rounding_mode="trunc")  # ONNX integer Div truncates, like C


@op("Pow")
def _pow(node, a, b):
    return torch.pow(a, b).to(a.dtype)  # the result has the base's type T


@op("Identity")
def _identity(node, x):
    return x


# The unary ops: one torch function each.
_UNARY = {"Relu": torch.relu, "Sqrt": torch.sqrt, "Sigmoid": torch.sigmoid, "HardSwish": F.hardswish,
          "Floor": torch.floor, "Ceil": torch.ceil, "Erf": torch.erf, "Tanh": torch.tanh, "Exp": torch.exp,
          "Log": torch.log, "Reciprocal": torch.reciprocal, "Not": torch.logical_not, "Neg": torch.neg,
          "Abs": torch.abs}


@op(*_UNARY)
def _unary(node, x):
    return _UNARY[node.op_type](x)


@op("Dropout")
def _dropout(node, x, ratio=None, training_mode=None, seed=None):
    """Inference: the identity (a training-mode Dropout with a non-zero ratio is random, refused); the optional mask
    output is all true."""
    if training_mode is not None and bool(training_mode) and (ratio is None or float(ratio) != 0.0):
        raise ValueError("node %s: Dropout in training mode" % node.name)
    if len(node.output) > 1 and node.output[1]:
        return x, torch.ones(x.shape, dtype=torch.bool)
    return x


@op("GridSample")
def _grid_sample(node, x, grid, align_corners=0, mode="bilinear", padding_mode="zeros"):
    return F.grid_sample(x, grid, mode=mode, padding_mode=padding_mode, align_corners=bool(align_corners))


@op("HardSigmoid")
def _hard_sigmoid(node, x, alpha=0.2, beta=0.5):
    return torch.clamp(x * alpha + beta, 0.0, 1.0)


@op("Clip")
def _clip(node, x, lo=None, hi=None, min=None, max=None):  # the bounds are attributes up to opset 10
    lo = lo.item() if lo is not None else min
    hi = hi.item() if hi is not None else max
    return torch.clamp(x, lo, hi)


@op("Softmax", "LogSoftmax")
def _softmax(node, x, axis=None):
    fn = torch.softmax if node.op_type == "Softmax" else torch.log_softmax
    if EVAL_OPSET[0] >= 13:
        return fn(x, -1 if axis is None else axis)
    # Up to opset 12: x coerced to 2-D at axis (default 1), softmax over the flattened inner part.
    axis = (1 if axis is None else axis) % x.dim()
    outer = int(np.prod(x.shape[:axis], dtype=np.int64))
    return fn(x.reshape(outer, -1), 1).reshape(x.shape)


@op("MatMul")
def _matmul(node, a, b):
    return torch.matmul(a, b)


@op("Gemm")
def _gemm(node, a, b, c=None, alpha=1.0, beta=1.0, transA=0, transB=0):
    a = a.t() if transA else a
    b = b.t() if transB else b
    y = alpha * torch.matmul(a, b)
    return y if c is None else y + beta * c


@op("Conv")
def _conv(node, x, w, b=None, auto_pad="NOTSET", dilations=None, group=1, kernel_shape=None, pads=None,
          strides=None):
    rank = w.dim() - 2
    if auto_pad != "NOTSET":
        raise ValueError("node %s: Conv auto_pad %s is not evaluated" % (node.name, auto_pad))
    x, padding = _explicit_padding(x, pads, rank, 0.0)
    conv = {1: F.conv1d, 2: F.conv2d, 3: F.conv3d}[rank]
    return conv(x, w, b, stride=tuple(strides or [1] * rank), padding=padding,
                dilation=tuple(dilations or [1] * rank), groups=group)


@op("ConvTranspose")
def _conv_transpose(node, x, w, b=None, auto_pad="NOTSET", dilations=None, group=1, kernel_shape=None,
                    output_padding=None, output_shape=None, pads=None, strides=None):
    rank = w.dim() - 2
    pads = list(pads) if pads else [0] * (2 * rank)
    if auto_pad != "NOTSET" or output_shape is not None or pads[:rank] != pads[rank:]:
        raise ValueError("node %s: this ConvTranspose form is not evaluated" % node.name)
    conv = {1: F.conv_transpose1d, 2: F.conv_transpose2d, 3: F.conv_transpose3d}[rank]
    return conv(x, w, b, stride=tuple(strides or [1] * rank), padding=tuple(pads[:rank]),
                output_padding=tuple(output_padding or [0] * rank), groups=group,
                dilation=tuple(dilations or [1] * rank))


@op("MaxPool")
def _max_pool(node, x, auto_pad="NOTSET", ceil_mode=0, dilations=None, kernel_shape=None, pads=None,
              storage_order=0, strides=None):
    rank = len(kernel_shape)
    if auto_pad != "NOTSET" or len(node.output) != 1 or rank not in (1, 2, 3):
        raise ValueError("node %s: this MaxPool form is not evaluated" % node.name)
    x, padding = _explicit_padding(x, pads, rank, float("-inf"))
    pool = {1: F.max_pool1d, 2: F.max_pool2d, 3: F.max_pool3d}[rank]
    return pool(x, tuple(kernel_shape), stride=tuple(strides or [1] * rank), padding=padding,
                dilation=tuple(dilations or [1] * rank), ceil_mode=bool(ceil_mode))


@op("AveragePool")
def _average_pool(node, x, auto_pad="NOTSET", ceil_mode=0, count_include_pad=0, kernel_shape=None, pads=None,
                  strides=None):
    rank = len(kernel_shape)
    padding = _pads(pads, rank)
    if auto_pad != "NOTSET" or padding is None or rank not in (1, 2, 3):
        raise ValueError("node %s: this AveragePool form is not evaluated" % node.name)
    pool = {1: F.avg_pool1d, 2: F.avg_pool2d, 3: F.avg_pool3d}[rank]
    return pool(x, tuple(kernel_shape), stride=tuple(strides or kernel_shape), padding=padding,
                ceil_mode=bool(ceil_mode), count_include_pad=bool(count_include_pad))


@op("GlobalAveragePool")
def _global_average_pool(node, x):
    return torch.mean(x, dim=tuple(range(2, x.dim())), keepdim=True)


@op("ReduceMean")
def _reduce_mean(node, x, axes=None, keepdims=1):
    return torch.mean(x, dim=tuple(axes) if axes is not None else tuple(range(x.dim())), keepdim=bool(keepdims))


@op("Flatten")
def _flatten(node, x, axis=1):  # axis in [-rank, rank]: rank itself gives [size, 1]
    axis = axis + x.dim() if axis < 0 else axis
    outer = int(np.prod(x.shape[:axis], dtype=np.int64))
    return torch.reshape(x, (outer, int(np.prod(x.shape[axis:], dtype=np.int64))))


@op("Shape")
def _shape(node, x):
    return torch.tensor(list(x.shape), dtype=torch.int64)


@op("Gather")
def _gather(node, x, indices, axis=0):
    axis = axis % x.dim()
    flat = indices.reshape(-1)
    flat = torch.where(flat < 0, flat + x.shape[axis], flat)
    y = torch.index_select(x, axis, flat)
    return torch.reshape(y, tuple(x.shape[:axis]) + tuple(indices.shape) + tuple(x.shape[axis + 1:]))


@op("Reshape")
def _reshape(node, x, shape, allowzero=0):
    dims = [int(d) for d in shape.tolist()]
    if not allowzero:
        dims = [x.shape[i] if d == 0 else d for i, d in enumerate(dims)]
    return torch.reshape(x, dims)


@op("Transpose")
def _transpose(node, x, perm=None):
    return x.permute(*(perm if perm is not None else reversed(range(x.dim()))))


@op("Unsqueeze")
def _unsqueeze(node, x, axes):
    axes = _ints(axes)
    rank = x.dim() + len(axes)
    y = x
    for a in sorted(a % rank for a in axes):
        y = torch.unsqueeze(y, a)
    return y


@op("Squeeze")
def _squeeze(node, x, axes=None):
    if axes is None:
        return torch.squeeze(x)
    y = x
    for a in sorted((a % x.dim() for a in _ints(axes)), reverse=True):
        y = torch.squeeze(y, a)
    return y


@op("Concat")
def _concat(node, *xs, axis):
    _same_dtype(node, *xs)
    return torch.cat(xs, axis)


@op("Cast")
def _cast(node, x, to):
    return x.to(_ONNX_TO_TORCH[to])


@op("Slice")
def _slice(node, x, starts, ends, axes=None, steps=None):  # starts, ends, axes are attributes up to opset 9
    starts, ends = _ints(starts), _ints(ends)
    axes = _ints(axes) if axes is not None else list(range(len(starts)))
    steps = _ints(steps) if steps is not None else [1] * len(starts)
    y = x
    for start, end, axis, step in zip(starts, ends, axes, steps):
        dim = x.shape[axis]
        start = start + dim if start < 0 else start
        end = end + dim if end < 0 else end
        if step > 0:
            start, end = min(max(start, 0), dim), min(max(end, 0), dim)
        else:
            start, end = min(max(start, 0), dim - 1), min(max(end, -1), dim - 1)
        y = torch.index_select(y, axis % x.dim(), torch.arange(start, end, step, dtype=torch.int64))
    return y


@op("Range")
def _range(node, start, limit, delta):
    _same_dtype(node, start, limit, delta)
    return torch.arange(start.item(), limit.item(), delta.item(), dtype=start.dtype)


@op("Equal")
def _equal(node, a, b):
    _same_dtype(node, a, b)
    return torch.eq(a, b)


@op("Where")
def _where(node, condition, x, y):
    _same_dtype(node, x, y)
    return torch.where(condition, x, y)


@op("Expand")
def _expand(node, x, shape):
    # ONNX Expand broadcasts both ways (a 1 in shape keeps x's dim), unlike torch.expand.
    return x * torch.ones([int(d) for d in shape.tolist()], dtype=x.dtype)


@op("ConstantOfShape")
def _constant_of_shape(node, shape, value=None):
    fill = numpy_helper.to_array(value) if value is not None else np.zeros([1], dtype=np.float32)
    return torch.full([int(d) for d in shape.tolist()], fill.item(), dtype=torch.from_numpy(fill.copy()).dtype)


@op("Constant")
def _constant(node, value=None):
    if value is None:
        raise ValueError("node %s: only Constant 'value' is evaluated" % node.name)
    return torch.from_numpy(numpy_helper.to_array(value).copy())


@op("Greater", "Less")
def _compare(node, a, b):
    _same_dtype(node, a, b)
    return torch.gt(a, b) if node.op_type == "Greater" else torch.lt(a, b)


@op("Xor")
def _xor(node, a, b):
    return torch.logical_xor(a, b)


@op("Mod")
def _mod(node, a, b, fmod=0):
    _same_dtype(node, a, b)
    return torch.fmod(a, b) if fmod else torch.remainder(a, b)


@op("GreaterOrEqual")
def _greater_or_equal(node, a, b):
    _same_dtype(node, a, b)
    return torch.ge(a, b)


@op("And")
def _and(node, a, b):
    return torch.logical_and(a, b)


@op("ScatterElements")
def _scatter_elements(node, data, indices, updates, axis=0, reduction="none"):
    if reduction != "none":
        raise ValueError("node %s: ScatterElements reduction %s is not evaluated" % (node.name, reduction))
    return torch.scatter(data, axis, indices.to(torch.int64) % data.shape[axis], updates)


@op("RoiAlign")
def _roi_align(node, x, rois, batch_indices, mode="avg", output_height=1, output_width=1, sampling_ratio=0,
               spatial_scale=1.0, coordinate_transformation_mode="output_half_pixel"):
    if mode != "avg":
        raise ValueError("node %s: RoiAlign mode %s is not evaluated" % (node.name, mode))
    boxes = torch.cat([batch_indices.to(x.dtype).reshape(-1, 1), rois], 1)
    return torchvision.ops.roi_align(x, boxes, (output_height, output_width), spatial_scale, sampling_ratio,
                                     aligned=coordinate_transformation_mode == "half_pixel")


@op("Max", "Min")
def _max_min(node, *xs):
    _same_dtype(node, *xs)
    fn = torch.maximum if node.op_type == "Max" else torch.minimum
    out = xs[0]
    for x in xs[1:]:
        out = fn(out, x)
    return out


@op("ReduceMax", "ReduceMin", "ReduceProd")
def _reduce_attr_axes(node, x, axes=None, keepdims=1):  # axes is an attribute up to opset 17
    dims = list(range(x.dim())) if not axes else [a % x.dim() for a in axes]
    for d in sorted(dims, reverse=True):
        if node.op_type == "ReduceMax":
            x = x.amax(d, keepdim=bool(keepdims))
        elif node.op_type == "ReduceMin":
            x = x.amin(d, keepdim=bool(keepdims))
        else:
            x = x.prod(d, keepdim=bool(keepdims))
    return x


@op("Tile")
def _tile(node, x, repeats):
    return x.repeat(*_ints(repeats))


@op("TopK")
def _top_k(node, x, k, axis=-1, largest=1, sorted=1):
    values, indices = torch.topk(x, int(k.reshape(-1)[0]), dim=axis, largest=bool(largest), sorted=bool(sorted))
    return values, indices.to(torch.int64)


# Set while the count-perturbed run of a data-dependent model evaluates (generate_one): each counting op returns one
# more element than its data holds, a copy of its first one (or index 0 where it found none), still a valid index.
EXTRA_COUNT = [False]


@op("NonZero")
def _non_zero(node, x):
    found = torch.nonzero(x).t().contiguous().to(torch.int64)
    if EXTRA_COUNT[0] and x.numel() > 0:
        found = torch.cat([found, found[:, :1] if found.shape[1] else torch.zeros(x.dim(), 1, dtype=torch.int64)], 1)
    return found


@op("GatherND")
def _gather_nd(node, data, indices, batch_dims=0):
    if batch_dims != 0:
        raise ValueError("node %s: GatherND batch_dims %d is not evaluated" % (node.name, batch_dims))
    return data[tuple(indices.to(torch.int64).unbind(-1))]


@op("NonMaxSuppression")
def _non_max_suppression(node, boxes, scores, max_output=None, iou_threshold=None, score_threshold=None,
                         center_point_box=0):
    """[selected, 3] (batch, class, box): per batch and class, the boxes scoring above score_threshold in descending
    score order, each kept unless its IoU with a kept one exceeds iou_threshold, at most max_output of them."""
    if center_point_box != 0:
        raise ValueError("node %s: center_point_box %d is not evaluated" % (node.name, center_point_box))
    limit = int(max_output.reshape(-1)[0]) if max_output is not None and max_output.numel() else 0
    iou = float(iou_threshold.reshape(-1)[0]) if iou_threshold is not None and iou_threshold.numel() else 0.0
    floor = float(score_threshold.reshape(-1)[0]) if score_threshold is not None and score_threshold.numel() else None
    # ONNX boxes are corner pairs in either order; IoU does not depend on which axis comes first.
    corners = torch.cat([torch.minimum(boxes[..., :2], boxes[..., 2:]), torch.maximum(boxes[..., :2], boxes[..., 2:])],
                        -1)
    selected = []
    for b in range(scores.shape[0]):
        for c in range(scores.shape[1]):
            score = scores[b, c]
            candidates = torch.arange(score.shape[0]) if floor is None else torch.nonzero(score > floor).reshape(-1)
            keep = torchvision.ops.nms(corners[b, candidates], score[candidates], iou)[:limit]
            selected += [[b, c, int(candidates[k])] for k in keep.tolist()]
    if EXTRA_COUNT[0] and scores.numel() > 0:
        selected += selected[:1] or [[0, 0, 0]]
    return torch.tensor(selected, dtype=torch.int64).reshape(-1, 3)


@op("If")
def _if(node, cond, then_branch=None, else_branch=None):
    branch = then_branch if bool(cond.reshape(-1)[0]) else else_branch
    values = evaluate_graph(branch, dict(_IF_SCOPE[-1]))
    return [values[o.name] for o in branch.output]


@op("Loop")
def _loop(node, trip_count=None, cond=None, *carried, body=None):
    """ONNX Loop: the body runs while cond holds and fewer than trip_count iterations ran (either may be absent),
    seeing the outer scope; the final loop-carried values, then each scan output stacked along a new axis 0."""
    limit = int(trip_count.reshape(-1)[0]) if trip_count is not None else None
    keep = bool(cond.reshape(-1)[0]) if cond is not None else True
    names = [i.name for i in body.input]
    state, scans, step = list(carried), [], 0
    while keep and (limit is None or step < limit):
        scope = dict(_IF_SCOPE[-1])
        scope[names[0]] = torch.tensor(step, dtype=torch.int64)
        scope[names[1]] = torch.tensor(keep)
        scope.update(zip(names[2:], state))
        values = evaluate_graph(body, scope)
        outs = [values[o.name] for o in body.output]
        keep, state = bool(outs[0].reshape(-1)[0]), outs[1:1 + len(carried)]
        scans.append(outs[1 + len(carried):])
        step += 1
    scan_count = len(body.output) - 1 - len(carried)
    if scan_count and not scans:
        raise ValueError("node %s: a Loop without iterations has scan outputs of unknown shape" % node.name)
    return state + [torch.stack([s[k] for s in scans]) for k in range(scan_count)]


@op("ArgMax")
def _arg_max(node, x, axis=0, keepdims=1, select_last_index=0):
    if select_last_index:
        raise ValueError("node %s: ArgMax select_last_index is not evaluated" % node.name)
    return torch.argmax(x, dim=axis, keepdim=bool(keepdims))


@op("ReduceSum")
def _reduce_sum(node, x, axes=None, keepdims=1, noop_with_empty_axes=0):  # axes is an attribute up to opset 12
    axes = _ints(axes) if axes is not None else []
    if not axes:
        if noop_with_empty_axes:
            return x
        dims = tuple(range(x.dim()))
    else:
        dims = tuple(axes)
    return torch.sum(x, dim=dims, keepdim=bool(keepdims))


@op("ScatterND")
def _scatter_nd(node, data, indices, updates, reduction="none"):
    if reduction != "none":
        raise ValueError("node %s: ScatterND reduction %s is not evaluated" % (node.name, reduction))
    y = data.clone()
    k = indices.shape[-1]
    flat_indices = indices.reshape(-1, k)
    flat_updates = updates.reshape((flat_indices.shape[0],) + tuple(data.shape[k:]))
    for i in range(flat_indices.shape[0]):
        y[tuple(int(v) for v in flat_indices[i].tolist())] = flat_updates[i]
    return y


@op("BatchNormalization")
def _batch_norm(node, x, scale, bias, mean, var, epsilon=1e-5, momentum=0.9, training_mode=0, spatial=1):
    if training_mode or not spatial:
        raise ValueError("node %s: only inference BatchNormalization is evaluated" % node.name)
    return F.batch_norm(x, mean, var, weight=scale, bias=bias, training=False, eps=epsilon)


@op("LayerNormalization")
def _layer_norm(node, x, scale, bias=None, axis=-1, epsilon=1e-5, stash_type=1):
    if len(node.output) != 1:
        raise ValueError("node %s: LayerNormalization's Mean / InvStdDev are not evaluated" % node.name)
    return F.layer_norm(x, x.shape[axis % x.dim():], weight=scale, bias=bias, eps=epsilon)


def _along_axis(t, x, axis):
    """A quantization scale or zero point of one element, or one per element of x's dim axis, lined up with x."""
    if t.numel() == 1:
        return t.reshape(())
    shape = [1] * x.dim()
    shape[axis % x.dim()] = -1
    return t.reshape(shape)


@op("QuantizeLinear")
def _quantize_linear(node, x, scale, zero_point=None, axis=1):
    dtype = zero_point.dtype if zero_point is not None else torch.uint8
    low, high = {torch.uint8: (0, 255), torch.int8: (-128, 127)}[dtype]
    zero = _along_axis(zero_point, x, axis).to(torch.float32) if zero_point is not None else 0.0
    return torch.clamp(torch.round(x / _along_axis(scale, x, axis)) + zero, low, high).to(dtype)


@op("DequantizeLinear")
def _dequantize_linear(node, x, scale, zero_point=None, axis=1):
    zero = _along_axis(zero_point, x, axis).to(scale.dtype) if zero_point is not None else 0.0
    return (x.to(scale.dtype) - zero) * _along_axis(scale, x, axis)


@op("InstanceNormalization")
def _instance_norm(node, x, scale, bias, epsilon=1e-5):
    return F.instance_norm(x, weight=scale, bias=bias, eps=epsilon)


@op("Pad")
def _pad(node, x, pads, constant_value=None, mode="constant", value=0.0):  # pads, value: attributes up to opset 10
    pads = _ints(pads)
    rank = x.dim()
    # torch pads the last dims first: [last_begin, last_end, ...]; keep the dims from the first padded one on.
    first = next((i for i in range(rank) if pads[i] or pads[rank + i]), rank)
    torch_pads = [p for i in reversed(range(first, rank)) for p in (pads[i], pads[rank + i])]
    if mode == "constant":
        value = value if constant_value is None else constant_value.item()
        return F.pad(x, torch_pads, mode="constant", value=value)
    torch_mode = {"reflect": "reflect", "edge": "replicate"}[mode]
    if first < 2:
        raise ValueError("node %s: Pad %s of the batch or channel dim is not evaluated" % (node.name, mode))
    return F.pad(x, torch_pads, mode=torch_mode)


def _linear_asymmetric(x, spatial):
    """ONNX's linear Resize with asymmetric coordinates (source = dest * in / out, clamped), one spatial dim at a
    time: what Upsample and Resize-10 compute, and torch has no mode for."""
    for k, size in enumerate(spatial):
        dim = 2 + k
        length = x.shape[dim]
        src = torch.arange(size, dtype=torch.float64) * (length / size)
        lo = src.floor().clamp(max=length - 1).long()
        hi = (lo + 1).clamp(max=length - 1)
        w = (src - lo.to(torch.float64)).clamp(0, 1).to(x.dtype)
        shape = [1] * x.dim()
        shape[dim] = size
        w = w.reshape(shape)
        x = x.index_select(dim, lo) * (1 - w) + x.index_select(dim, hi) * w
    return x


def _interpolate(node, x, out, mode, coordinate_transformation_mode, nearest_mode):
    """x resized to the full output shape \p out as ONNX's Resize computes it (the modes torch has)."""
    if out[:2] != list(x.shape[:2]):
        raise ValueError("node %s: Resize of the batch or channel dim is not evaluated" % node.name)
    spatial = out[2:]
    if mode == "nearest" and coordinate_transformation_mode == "asymmetric" and nearest_mode == "floor":
        return F.interpolate(x, size=spatial, mode="nearest")
    if mode == "linear" and coordinate_transformation_mode == "asymmetric":
        return _linear_asymmetric(x, spatial)
    if mode == "linear" and coordinate_transformation_mode in ("pytorch_half_pixel", "half_pixel", "align_corners"):
        torch_mode = {1: "linear", 2: "bilinear", 3: "trilinear"}[len(spatial)]
        return F.interpolate(x, size=spatial, mode=torch_mode,
                             align_corners=coordinate_transformation_mode == "align_corners")
    raise ValueError("node %s: Resize %s / %s is not evaluated" % (node.name, mode, coordinate_transformation_mode))


def _scaled(x, scales):
    """ONNX's output shape by scales: floor(dim * scale) in float32 (Note [Resize shape])."""
    return [int(np.floor(np.float32(d) * np.float32(s))) for d, s in zip(x.shape, scales)]


@op("Upsample")
def _upsample(node, x, scales=None, mode="nearest"):
    # Upsample (scales an attribute at opsets 7 and 8, an input from 9) and Resize of opset 10 are Resize with
    # asymmetric coordinates and nearest_mode floor (Note [ONNX Upsample] in oplibs/image/resize/resize_onnx.cc).
    scales = scales.tolist() if torch.is_tensor(scales) else scales
    return _interpolate(node, x, _scaled(x, scales), mode, "asymmetric", "floor")


@op("Resize")
def _resize(node, x, roi=None, scales=None, sizes=None, coordinate_transformation_mode="half_pixel",
            cubic_coeff_a=-0.75, exclude_outside=0, extrapolation_value=0.0, mode="nearest",
            nearest_mode="round_prefer_floor"):
    if len(node.input) == 2:  # opset 10: Resize(X, scales), Upsample's meaning
        return _upsample(node, x, roi, mode=mode)
    if sizes is not None and sizes.numel() > 0:
        out = [int(v) for v in sizes.tolist()]
    else:
        out = _scaled(x, scales.tolist())
    if mode == "cubic" and len(out) == 4 and abs(cubic_coeff_a + 0.75) < 1e-6 and not exclude_outside and \
            coordinate_transformation_mode in ("pytorch_half_pixel", "half_pixel", "align_corners"):
        # torch's bicubic is ONNX's cubic with a = -0.75, the outside not excluded.
        if out[:2] != list(x.shape[:2]):
            raise ValueError("node %s: Resize of the batch or channel dim is not evaluated" % node.name)
        return F.interpolate(x, size=out[2:], mode="bicubic",
                             align_corners=coordinate_transformation_mode == "align_corners")
    return _interpolate(node, x, out, mode, coordinate_transformation_mode, nearest_mode)


@op("Split")
def _split(node, x, split=None, axis=0):  # split is an attribute up to opset 12
    sizes = _ints(split) if split is not None else [x.shape[axis] // len(node.output)] * len(node.output)
    return tuple(torch.split(x, sizes, dim=axis))


def _recurrence(node, x, w, r, b, initial_h, initial_c, gates, hidden_size, direction, layout, step):
    """What the ONNX LSTM, GRU and RNN evaluations share: each direction (forward, reverse, or both) from its weights
    and first state, \p step(x_t, state, w, r, w_bias, r_bias) giving the next state (h,) or (h, c); returns Y
    [T, D, B, H] and the final states [D, B, H] (ONNX's Y_h, Y_c)."""
    if layout != 0:
        raise ValueError("node %s: only layout 0 is evaluated" % node.name)
    reverses = {"forward": [False], "reverse": [True], "bidirectional": [False, True]}[direction]
    steps, batch, hidden = x.shape[0], x.shape[1], hidden_size
    ys, finals = [], []
    for d, reverse in enumerate(reverses):
        zero = torch.zeros(gates * hidden, dtype=x.dtype)
        w_bias, r_bias = (b[d][:gates * hidden], b[d][gates * hidden:]) if b is not None else (zero, zero)
        h = initial_h[d] if initial_h is not None else torch.zeros(batch, hidden, dtype=x.dtype)
        state = (h,) if initial_c is None and gates != 4 else (
            h, initial_c[d] if initial_c is not None else torch.zeros(batch, hidden, dtype=x.dtype))
        out = [None] * steps
        for t in (reversed(range(steps)) if reverse else range(steps)):
            state = step(x[t], state, w[d], r[d], w_bias, r_bias)
            out[t] = state[0]
        ys.append(torch.stack(out))
        finals.append(state)
    return (torch.stack(ys, 1),) + tuple(torch.stack([f[k] for f in finals]) for k in range(len(finals[0])))


@op("LSTM")
def _lstm(node, x, w, r, b=None, sequence_lens=None, initial_h=None, initial_c=None, p=None, hidden_size=None,
          direction="forward", layout=0, **unused):
    if sequence_lens is not None or p is not None or unused.get("clip") is not None:
        raise ValueError("node %s: this LSTM form is not evaluated" % node.name)

    def step(xt, state, w, r, w_bias, r_bias):
        h, c = state
        i, o, f, g = (xt @ w.T + w_bias + h @ r.T + r_bias).chunk(4, 1)  # ONNX's gate order i, o, f, c
        c = torch.sigmoid(f) * c + torch.sigmoid(i) * torch.tanh(g)
        return torch.sigmoid(o) * torch.tanh(c), c

    outputs = _recurrence(node, x, w, r, b, initial_h, initial_c, 4, hidden_size, direction, layout, step)
    return outputs[:len(node.output)]


@op("GRU")
def _gru(node, x, w, r, b=None, sequence_lens=None, initial_h=None, hidden_size=None, direction="forward", layout=0,
         linear_before_reset=0, **unused):
    if sequence_lens is not None or unused.get("clip") is not None:
        raise ValueError("node %s: this GRU form is not evaluated" % node.name)

    def step(xt, state, w, r, w_bias, r_bias):
        h = state[0]
        xz, xr, xh = (xt @ w.T + w_bias).chunk(3, 1)  # ONNX's gate order z, r, h
        hz, hr, hh = (h @ r.T + r_bias).chunk(3, 1)
        z, reset = torch.sigmoid(xz + hz), torch.sigmoid(xr + hr)
        if linear_before_reset:
            n = torch.tanh(xh + reset * hh)
        else:
            r_h = r.chunk(3, 0)[2]
            n = torch.tanh(xh + (reset * h) @ r_h.T + r_bias.chunk(3)[2])
        return ((1 - z) * n + z * h,)

    outputs = _recurrence(node, x, w, r, b, initial_h, None, 3, hidden_size, direction, layout, step)
    return outputs[:len(node.output)]


@op("RNN")
def _rnn(node, x, w, r, b=None, sequence_lens=None, initial_h=None, hidden_size=None, direction="forward", layout=0,
         activations=None, **unused):
    activations = [a.decode() if isinstance(a, bytes) else a for a in activations or ["Tanh"]]
    if sequence_lens is not None or unused.get("clip") is not None or set(activations) != {"Tanh"}:
        raise ValueError("node %s: this RNN form is not evaluated" % node.name)

    def step(xt, state, w, r, w_bias, r_bias):
        return (torch.tanh(xt @ w.T + w_bias + state[0] @ r.T + r_bias),)

    outputs = _recurrence(node, x, w, r, b, initial_h, None, 1, hidden_size, direction, layout, step)
    # oppkit imports RNN as a GRU with saturated gates (Note [ONNX RNN] in dynamic_gru_v2_onnx.cc): check that GRU
    # computes the same values on these weights.
    directions, hidden = w.shape[0], hidden_size
    gru_w = torch.cat([torch.zeros_like(w), torch.zeros_like(w), w], 1)
    gru_r = torch.cat([torch.zeros_like(r), torch.zeros_like(r), r], 1)
    saturate = torch.full((directions, hidden), 1e4, dtype=x.dtype)
    none = torch.zeros(directions, hidden, dtype=x.dtype)
    w_bias, r_bias = (b[:, :hidden], b[:, hidden:]) if b is not None else (none, none)
    gru_b = torch.cat([-saturate, saturate, w_bias, none, none, r_bias], 1)
    as_gru = _gru(node, x, gru_w, gru_r, gru_b, None, initial_h, hidden_size, direction, layout, linear_before_reset=1)
    for value, via_gru in zip(outputs, as_gru):
        if not torch.allclose(value, via_gru, rtol=1e-5, atol=1e-6):
            raise ValueError("node %s: the GRU form of this RNN differs by %g" % (
                node.name, (value - via_gru).abs().max().item()))
    return outputs[:len(node.output)]


def _attrs(node):
    out = {}
    for a in node.attribute:
        v = helper.get_attribute_value(a)
        out[a.name] = v.decode() if isinstance(v, bytes) else v
    return out


# The values an If's branch sees from the scopes around it (evaluate_graph's, innermost last).
_IF_SCOPE = []


def evaluate(model, feeds):
    """Runs \\p model (full weights) on \\p feeds (name -> tensor): every value by name, in graph order (the values of
    an If's branch as well, by their names)."""
    EVAL_OPSET[0] = next(o.version for o in model.opset_import if o.domain in ("", "ai.onnx"))
    return evaluate_graph(model.graph, dict(feeds))


def evaluate_graph(graph, values):
    """Runs \\p graph on \\p values (its inputs, and what outer scopes hold), adding every value it computes."""
    for init in graph.initializer:
        values[init.name] = torch.from_numpy(numpy_helper.to_array(init).copy())
    _IF_SCOPE.append(values)
    try:
        _run_nodes(graph, values)
    finally:
        _IF_SCOPE.pop()
    return values


def _run_nodes(graph, values):
    for node in graph.node:
        if node.domain not in ("", "ai.onnx"):
            raise ValueError("node %s: domain %s is not evaluated" % (node.name, node.domain))
        fn = OPS.get(node.op_type)
        if fn is None:
            raise ValueError("node %s: op %s is not evaluated (add it to OPS)" % (node.name, node.op_type))
        args = [values[i] if i else None for i in node.input]
        while args and args[-1] is None:
            args.pop()
        try:
            out = fn(node, *args, **_attrs(node))
        except (IndexError, RuntimeError) as e:
            raise ValueError("node %s (%s): %s" % (node.name, node.op_type, e)) from e
        outs = out if isinstance(out, (tuple, list)) else [out]
        if len(outs) != len(node.output):
            raise ValueError("node %s: %d outputs evaluated, %d declared" % (node.name, len(outs), len(node.output)))
        for name, t in zip(node.output, outs):
            if name:
                values[name] = t
    return values


# ---- export, stripping ----------------------------------------------------------------------------------------

# Inputs whose VALUE (not only shape) decides output shapes, by op (opset 13 input indices).
SHAPE_INPUTS = {
    "Reshape": [1], "Expand": [1], "Tile": [1], "Unsqueeze": [1], "Squeeze": [1], "Slice": [1, 2, 3, 4],
    "Split": [1], "ReduceSum": [1], "Pad": [1], "ConstantOfShape": [0], "Range": [0, 1, 2], "Resize": [1, 2, 3],
    "Upsample": [1], "TopK": [1], "OneHot": [1], "NonMaxSuppression": [2, 3, 4],
}
# Ops whose output depends on their input's shape only: a shape computation does not need that input's data.
SHAPE_ONLY_OPS = {"Shape", "Size"}


def needed_initializers(graph):
    """Initializers a shape computation reads: the backward closure of every SHAPE_INPUTS input."""
    producer = {o: n for n in graph.node for o in n.output}
    inits = {i.name for i in graph.initializer}
    todo = [n.input[i] for n in graph.node for i in SHAPE_INPUTS.get(n.op_type, []) if i < len(n.input) and n.input[i]]
    seen, needed = set(), set()
    while todo:
        v = todo.pop()
        if v in seen:
            continue
        seen.add(v)
        if v in inits:
            needed.add(v)
        node = producer.get(v)
        if node is not None and node.op_type not in SHAPE_ONLY_OPS:
            todo.extend(i for i in node.input if i)
    return needed


def strip(model):
    """A copy of \\p model whose float initializers carry dims + data_type only (returns it and the kept names)."""
    stripped = onnx.ModelProto()
    stripped.CopyFrom(model)
    keep = needed_initializers(stripped.graph)
    kept = []
    for t in stripped.graph.initializer:
        if t.data_type in (TensorProto.FLOAT, TensorProto.DOUBLE, TensorProto.FLOAT16,
                           TensorProto.BFLOAT16) and t.name not in keep:
            for field in ("raw_data", "float_data", "double_data", "int32_data"):
                t.ClearField(field)
        else:
            kept.append(t.name)
    meta = stripped.metadata_props.add()
    meta.key = "oppkit.stripped_initializers"
    meta.value = ("float initializers carry dims and data_type only (no data); integer initializers and those a "
                  "shape computation reads keep theirs: test/data/models/README.md")
    return stripped, kept


def export(spec):
    torch.manual_seed(model_seed(spec.name, "build"))
    module = spec.build()
    prepare_weights(module, spec.name, spec.calibration_shape)
    gen = torch.Generator().manual_seed(model_seed(spec.name, "inputs"))
    args = tuple(make_input(spec, k, s, gen) for k, s in spec.inputs.items())
    buf = io.BytesIO()
    torch.onnx.export(module, args if len(args) > 1 else args[0], buf, opset_version=spec.opset,
                      input_names=list(spec.inputs), output_names=spec.outputs, dynamic_axes=spec.dynamic_axes)
    model = onnx.load_from_string(buf.getvalue())
    inits = {i.name for i in model.graph.initializer}
    merged = [n.output[0] for n in model.graph.node if n.op_type == "Identity" and n.input[0] in inits]
    if merged:  # prepare_weights failed to keep the initializers distinct
        raise SystemExit("%s: the exporter merged equal initializers into %d Identity nodes (%s, ...)" %
                         (spec.name, len(merged), merged[0]))
    return module, model


def _paired_detections(got, ref):
    """\p got (the graph's outputs) with their detections (rows along dim 0 of every output with as many rows as the
    first) put in the order of \p ref's (the module's): each of ref's detections, in order, takes the nearest unused
    one of got's, all its outputs' values together. Detections of equal score may come in either order (sort and NMS
    break ties freely), and a sort by value would flip near-equal rows under float rounding."""
    n = ref[0].shape[0] if ref and ref[0].dim() > 0 else 0
    if n == 0 or got[0].shape[0] != n:
        return got
    rows = lambda ts: torch.cat([t.reshape(n, -1).to(torch.float64) for t in ts if t.dim() > 0 and t.shape[0] == n],
                                1)
    distance = torch.cdist(rows(ref), rows(got))
    order, used = [], set()
    for k in range(n):
        j = next(j for j in distance[k].argsort().tolist() if j not in used)
        used.add(j)
        order.append(j)
    index = torch.tensor(order, dtype=torch.int64)
    return [t[index] if t.dim() > 0 and t.shape[0] == n else t for t in got]


def _check_outputs(spec, model, values, expected):
    """The graph's outputs equal the module's: same dtype and shape (also the declared ones), allclose values."""
    outputs = [values[out.name] for out in model.graph.output]
    if spec.data_dependent:
        outputs = _paired_detections(outputs, expected)
    for out, got, ref in zip(model.graph.output, outputs, expected):
        if got.dtype != ref.dtype or got.shape != ref.shape:
            raise SystemExit("%s: output %s is %s %s, the module gives %s %s" %
                             (spec.name, out.name, got.dtype, list(got.shape), ref.dtype, list(ref.shape)))
        scale = float(ref.abs().max()) if ref.numel() else 0.0
        differ = spec.values_differ.get(out.name) if isinstance(spec.values_differ, dict) else spec.values_differ
        if differ:
            print("  %s: %s %s, values not compared: %s" % (out.name, _TORCH_NAMES[got.dtype], list(got.shape),
                                                           differ))
            continue
        # The exporter folds BatchNorm into Conv, so deep nets (FCN's dilated ResNet-50) drift by float rounding.
        if not torch.isfinite(ref).all() or not torch.allclose(got, ref, rtol=1e-3, atol=1e-3 * max(scale, 1.0)):
            raise SystemExit("%s: output %s differs from the module's (max |diff| %g, max |ref| %g)" %
                             (spec.name, out.name, float((got - ref).abs().max()), scale))
        declared = [d.dim_value if d.HasField("dim_value") else None for d in out.type.tensor_type.shape.dim]
        if any(d is not None and d != g for d, g in zip(declared, got.shape)) or len(declared) != got.dim():
            raise SystemExit("%s: output %s declared %s, evaluated %s" % (spec.name, out.name, declared,
                                                                          list(got.shape)))
        print("  %s: %s %s, max |diff| %.3g (max |output| %.3g)" %
              (out.name, _TORCH_NAMES[got.dtype], list(got.shape),
               float((got - ref).abs().max()) if ref.numel() else 0.0, scale))


# ---- onnx shape inference cross-check -------------------------------------------------------------------------


def _onnx_dims(type_proto):
    """A value's dims as onnx inferred them: ints, dim_param strings, None for an unknown dim; None if no shape."""
    t = type_proto.tensor_type
    if not t.HasField("shape"):
        return None
    return [d.dim_value if d.HasField("dim_value") else (d.dim_param or None) for d in t.shape.dim]


def onnx_cross_check(stripped, spec, values_json, data_prop):
    """Where onnx.shape_inference.infer_shapes (graph inputs fixed to the reference shapes) misses torch's shapes."""
    m = onnx.ModelProto()
    m.CopyFrom(stripped)
    for inp in m.graph.input:
        if inp.name in spec.reference_inputs:
            dims = inp.type.tensor_type.shape.dim
            for d, v in zip(dims, spec.reference_inputs[inp.name]):
                d.Clear()
                d.dim_value = v
    inferred = onnx.shape_inference.infer_shapes(m, check_type=True, strict_mode=True, data_prop=data_prop)
    types = {}
    for vi in list(inferred.graph.input) + list(inferred.graph.value_info) + list(inferred.graph.output):
        types[vi.name] = vi.type
    result = {"exact": 0, "unknown": [], "partial": {}, "differs": {}}
    for name, want in values_json.items():
        t = types.get(name)
        dims = _onnx_dims(t) if t is not None else None
        dtype = _ONNX_NAMES.get(t.tensor_type.elem_type) if t is not None else None
        if dims is None:
            result["unknown"].append(name)
        elif any(not isinstance(d, int) for d in dims):
            result["partial"][name] = dims
        elif dims != want["shape"] or dtype != want["dtype"]:
            result["differs"][name] = {"dtype": dtype, "shape": dims}
        else:
            result["exact"] += 1
    return result


# ---- output ---------------------------------------------------------------------------------------------------


def value_entry(t, with_value=True):
    """A value's dtype and shape, and its elements when it is a small integer tensor computed from shapes and
    constants only (\p with_value: shape arithmetic, which folding must reproduce; not a function of input data)."""
    e = {"dtype": _TORCH_NAMES[t.dtype], "shape": [int(d) for d in t.shape]}
    if with_value and not t.dtype.is_floating_point and t.numel() <= 64:
        e["value"] = [int(v) for v in t.reshape(-1).tolist()]
    return e


def data_dependent_values(graph):
    """The values that depend on the graph inputs' data (not only on their shapes): the inputs themselves and what
    nodes compute from them, except through Shape and Size."""
    dependent = {i.name for i in graph.input} - {i.name for i in graph.initializer}
    for node in graph.node:
        if node.op_type not in SHAPE_ONLY_OPS and any(i in dependent for i in node.input if i):
            dependent.update(o for o in node.output if o)
    return dependent


def graph_input_dims(model):
    inits = {i.name for i in model.graph.initializer}
    return {i.name: _onnx_dims(i.type) for i in model.graph.input if i.name not in inits}


def other_sizes(spec):
    """The two more input sizes of a dynamic model: every named dim d of the reference size as d + 1, then 2d + 1."""
    sizes = []
    for grow in (lambda d: d + 1, lambda d: 2 * d + 1):
        size = collections.OrderedDict()
        for name, dims in spec.reference_inputs.items():
            named = spec.dynamic_axes.get(name, {})
            size[name] = [grow(d) if k in named else d for k, d in enumerate(dims)]
        sizes.append(size)
    return sizes


def shapes_json(spec, stripped, values, kept, other_values):
    graph = stripped.graph
    entries = collections.OrderedDict()
    dependent = data_dependent_values(graph)

    def entry(name, with_value):
        e = value_entry(values[name], with_value and name not in VARYING_VALUES and name not in DATA_DEPENDENT)
        if name in DATA_DEPENDENT:
            e["data_dependent_dims"] = DATA_DEPENDENT[name]
        if other_values:
            e["other_shapes"] = [[int(d) for d in v[name].shape] for v in other_values]
        return e

    for inp in graph.input:
        if inp.name in spec.reference_inputs:
            entries[inp.name] = entry(inp.name, False)
    for node in graph.node:
        for o in node.output:
            if o:
                entries[o] = entry(o, o not in dependent)
    counts = collections.Counter(n.op_type for n in graph.node)
    doc = collections.OrderedDict()
    doc["model"] = spec.name + ".onnx"
    doc["source"] = spec.source
    doc["exporter"] = "torch %s torch.onnx.export, opset %d" % (torch.__version__, spec.opset)
    doc["opset"] = spec.opset
    doc["graph_inputs"] = graph_input_dims(stripped)
    doc["inputs"] = {k: list(v) for k, v in spec.reference_inputs.items()}
    if other_values:
        doc["other_inputs"] = other_sizes(spec)
    doc["outputs"] = [o.name for o in graph.output]
    doc["nodes"] = len(graph.node)
    doc["op_types"] = dict(sorted(counts.items()))
    doc["initializers"] = {"total": len(graph.initializer), "kept_data": sorted(kept)}
    doc["values"] = entries
    doc["onnx_shape_inference"] = collections.OrderedDict(
        (key, onnx_cross_check(stripped, spec, entries, data_prop))
        for key, data_prop in (("plain", False), ("data_prop", True)))
    doc["onnx_shape_inference"]["onnx"] = onnx.__version__
    return dump_json(doc)


def dump_json(doc):
    """Indented at the top levels, one value per line below, so diffs stay readable."""
    lines = ["{"]
    items = list(doc.items())
    for i, (k, v) in enumerate(items):
        comma = "," if i + 1 < len(items) else ""
        if isinstance(v, dict) and v and k in ("values", "onnx_shape_inference", "graph_inputs", "op_types"):
            lines.append("  %s: {" % json.dumps(k))
            sub = list(v.items())
            for j, (sk, sv) in enumerate(sub):
                lines.append("    %s: %s%s" % (json.dumps(sk), json.dumps(sv), "," if j + 1 < len(sub) else ""))
            lines.append("  }" + comma)
        else:
            lines.append("  %s: %s%s" % (json.dumps(k), json.dumps(v), comma))
    lines.append("}")
    return "\n".join(lines) + "\n"


def run_both(spec, module, model, feeds):
    """Every value of the exported graph evaluated on \p feeds, its outputs checked against the module's."""
    with torch.no_grad():
        expected = module(*feeds.values())
        if isinstance(expected, dict):  # torchvision's segmentation models return {"out": ...}
            expected = list(expected.values())
        expected = list(expected) if isinstance(expected, (tuple, list)) else [expected]
        values = evaluate(model, feeds)
    _check_outputs(spec, model, values, expected)
    return values


# Ops whose output size is a count of what their input data holds (at least one must differ between the runs).
COUNTING_OPS = {"NonZero", "NonMaxSuppression"}


# How many runs on other data of the same shapes a data-dependent model gets (besides the reference run).
DATA_RUNS = 3


def mark_data_dependent_dims(spec, values, others):
    """Records in DATA_DEPENDENT the dims of \\p values (name -> tensor) that one of \\p others (the same graph on
    other data) disagrees on; refuses runs that all agree (they would tell nothing apart)."""
    marked = {}
    for name, t in values.items():
        if not torch.is_tensor(t):
            continue
        dims = set()
        for other in others:
            o = other.get(name)
            if torch.is_tensor(o) and t.dim() == o.dim():
                dims.update(k for k in range(t.dim()) if t.shape[k] != o.shape[k])
        if dims:
            marked[name] = sorted(dims)
        elif not t.dtype.is_floating_point and any(not torch.equal(t, o[name]) for o in others if name in o):
            VARYING_VALUES.add(name)  # shape arithmetic on a count: same shape, other elements
    if not marked:
        raise SystemExit("%s: the runs on two inputs agree on every shape: no data-dependent dim is told apart" %
                         spec.name)
    DATA_DEPENDENT.update(marked)
    print("  %d values with data-dependent dims" % len(marked))


# Per value name, the dims of the current model that depend on the input data (mark_data_dependent_dims), and the
# integer values whose elements do (not recorded as values).
DATA_DEPENDENT = {}
VARYING_VALUES = set()


def generate_one(spec):
    DATA_DEPENDENT.clear()
    VARYING_VALUES.clear()
    print("%s: exporting" % spec.name, flush=True)
    module, model = export(spec)
    gen = torch.Generator().manual_seed(model_seed(spec.name, "reference"))
    feeds = {k: make_input(spec, k, s, gen) for k, s in spec.reference_inputs.items()}
    values = run_both(spec, module, model, feeds)
    if spec.data_dependent:
        others = [run_both(spec, module, model, {k: make_input(spec, k, s, gen) for k, s in spec.reference_inputs.items()})
                  for _ in range(DATA_RUNS)]
        # A count the runs agree on is data-dependent all the same (Mask R-CNN's RoI level for boxes larger than the
        # image is always empty): one more run on the reference data with every count one larger tells those apart.
        EXTRA_COUNT[0] = True
        try:
            others.append(evaluate(model, feeds))
        finally:
            EXTRA_COUNT[0] = False
        mark_data_dependent_dims(spec, values, others)
        # What is computed from a count is data-dependent even where these runs agree (`boxes.numel() == 0`).
        for node in model.graph.node:
            if any(i in DATA_DEPENDENT or i in VARYING_VALUES for i in node.input):
                VARYING_VALUES.update(o for o in node.output if o)
    # A dynamic model also runs at two more sizes: every value's shape there is torch's too.
    other_values = [run_both(spec, module, model, {k: make_input(spec, k, s, gen) for k, s in size.items()})
                    for size in (other_sizes(spec) if spec.dynamic_axes else [])]
    onnx.checker.check_model(model)  # the full model; the stripped one fails the checker by design (README.md)
    stripped, kept = strip(model)
    return stripped.SerializeToString(), shapes_json(spec, stripped, values, kept, other_values)


# ---- --check: the parts that matter -----------------------------------------------------------------------------


def _tensor_desc(t, with_data):
    d = {"name": t.name, "data_type": t.data_type, "dims": list(t.dims)}
    has_data = any(t.HasField(f) if f == "raw_data" else len(getattr(t, f)) > 0
                   for f in ("raw_data", "float_data", "double_data", "int32_data", "int64_data"))
    d["has_data"] = has_data
    if with_data and has_data:
        d["data"] = numpy_helper.to_array(t).reshape(-1).tolist()
    return d


def _attr_desc(a):
    v = helper.get_attribute_value(a)
    if isinstance(v, TensorProto):
        return _tensor_desc(v, True)
    if isinstance(v, bytes):
        return v.decode()
    if isinstance(v, (list, tuple)):
        return [x.decode() if isinstance(x, bytes) else x for x in v]
    return v


def _vi_desc(vi):
    return {"name": vi.name, "elem_type": vi.type.tensor_type.elem_type, "dims": _onnx_dims(vi.type)}


def describe(model_bytes):
    """Everything of a stripped model a shape test depends on (no producer version, doc strings, byte order)."""
    m = onnx.load_from_string(model_bytes)
    g = m.graph
    return {
        "ir_version": m.ir_version,
        "opset_import": sorted((o.domain, o.version) for o in m.opset_import),
        "metadata": sorted((p.key, p.value) for p in m.metadata_props),
        "inputs": [_vi_desc(v) for v in g.input],
        "outputs": [_vi_desc(v) for v in g.output],
        "initializers": [_tensor_desc(t, True) for t in g.initializer],
        "nodes": [{"name": n.name, "op_type": n.op_type, "domain": n.domain, "inputs": list(n.input),
                   "outputs": list(n.output), "attrs": {a.name: _attr_desc(a) for a in n.attribute}}
                  for n in g.node],
    }


def first_difference(a, b, path="model"):
    if type(a) is not type(b):
        return "%s: %r vs %r" % (path, a, b)
    if isinstance(a, dict):
        for k in sorted(set(a) | set(b)):
            if k not in a or k not in b:
                return "%s.%s: only in %s" % (path, k, "committed" if k in a else "regenerated")
            d = first_difference(a[k], b[k], "%s.%s" % (path, k))
            if d:
                return d
        return None
    if isinstance(a, list):
        for i, (x, y) in enumerate(zip(a, b)):
            d = first_difference(x, y, "%s[%d]" % (path, i))
            if d:
                return d
        return None if len(a) == len(b) else "%s: %d vs %d entries" % (path, len(a), len(b))
    return None if a == b else "%s: %r (committed) vs %r (regenerated)" % (path, a, b)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true",
                        help="regenerate into a temp dir and exit 1 if the committed files differ")
    parser.add_argument("--only", action="append", help="only this model (repeatable)")
    args = parser.parse_args()
    specs = [s for s in MODELS if not args.only or s.name in args.only]
    if args.only and len(specs) != len(args.only):
        parser.error("unknown model in --only; known: " + ", ".join(s.name for s in MODELS))
    torch.set_num_threads(min(2, torch.get_num_threads()))
    out_dir = tempfile.mkdtemp(prefix="oppkit_models_") if args.check else HERE
    problems = []
    for spec in specs:
        onnx_bytes, shapes = generate_one(spec)
        onnx_path = os.path.join(out_dir, spec.name + ".onnx")
        shapes_path = os.path.join(out_dir, spec.name + ".shapes.json")
        with open(onnx_path, "wb") as f:
            f.write(onnx_bytes)
        with open(shapes_path, "w") as f:
            f.write(shapes)
        print("  %s: %d bytes, %s: %d bytes" % (os.path.basename(onnx_path), len(onnx_bytes),
                                                 os.path.basename(shapes_path), len(shapes)), flush=True)
        if not args.check:
            continue
        committed_onnx = os.path.join(HERE, spec.name + ".onnx")
        committed_shapes = os.path.join(HERE, spec.name + ".shapes.json")
        if not os.path.exists(committed_onnx) or not os.path.exists(committed_shapes):
            problems.append("%s: not committed" % spec.name)
            continue
        with open(committed_onnx, "rb") as f:
            diff = first_difference(describe(f.read()), describe(onnx_bytes), spec.name + ".onnx")
        if diff:
            problems.append(diff)
        with open(committed_shapes) as f:
            old = f.read().splitlines()
        new = shapes.splitlines()
        for i, (a, b) in enumerate(zip(old + [None] * len(new), new + [None] * len(old))):
            if a != b:
                problems.append("%s.shapes.json line %d:\n    committed:   %s\n    regenerated: %s" %
                                (spec.name, i + 1, a, b))
                break
    if args.check:
        known = {s.name + ext for s in MODELS for ext in (".onnx", ".shapes.json")}
        for f in sorted(os.listdir(HERE)):
            if (f.endswith(".onnx") or f.endswith(".shapes.json")) and f not in known:
                problems.append("%s: committed but not generated by MODELS" % f)
        if problems:
            print("out of date (regenerated files in %s):\n  %s" % (out_dir, "\n  ".join(problems)), file=sys.stderr)
            return 1
        shutil.rmtree(out_dir)
        print("the committed models and shape files are up to date")
    return 0


if __name__ == "__main__":
    sys.exit(main())
