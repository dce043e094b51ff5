#!/usr/bin/python3
# Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
"""Differential shape cases for the built-in op packages (README.md beside this file).

Each case runs a REAL reference op (numpy / torch) on a random array with seeded random shapes and attrs, writes the
request in CANN's prototype form (input order, attr names and layouts of CANN's op prototypes, as the packages'
REG_OPs state them) and takes the observed output shape and dtype as the expectation. The cases are generated per
op family and written per op folder (Note [Op folders] in cmake/OppkitOpPackage.cmake): the cases of an op go to
oplibs/<folder>/tests/<folder name>_differential.jsonl of the folder whose prototype header has its REG_OP, in
generation order, run by `oppkit check` (ctest data.differential).

    python3 test/data/differential/generate.py            # rewrites the op folders' *_differential.jsonl files
    python3 test/data/differential/generate.py --check    # exits 1 if the committed files are out of date

Needs python3-numpy (1.24) and python3-torch (1.13). Deterministic: one seed per family, derived from SEED.
"""

import argparse
import glob
import json
import os
import re
import sys
import zlib

import numpy as np
import torch
import torch.nn.functional as F

SEED = 20261129
HERE = os.path.dirname(os.path.abspath(__file__))
OPLIBS = os.path.normpath(os.path.join(HERE, "..", "..", "..", "oplibs"))

FAMILIES = []  # (file stem, function)


def family(stem):
    def register(fn):
        FAMILIES.append((stem, fn))
        return fn

    return register


# ---- request / expectation helpers ----------------------------------------------------------------------------

_NP_NAMES = {
    np.dtype(np.float16): "float16",
    np.dtype(np.float32): "float32",
    np.dtype(np.float64): "float64",
    np.dtype(np.int8): "int8",
    np.dtype(np.int16): "int16",
    np.dtype(np.int32): "int32",
    np.dtype(np.int64): "int64",
    np.dtype(np.uint8): "uint8",
    np.dtype(np.bool_): "bool",
}
_TORCH_NAMES = {
    torch.float16: "float16",
    torch.float32: "float32",
    torch.float64: "float64",
    torch.int32: "int32",
    torch.int64: "int64",
    torch.bool: "bool",
    torch.int8: "int8",
    torch.int16: "int16",
    torch.uint8: "uint8",
}


def dtype_name(a):
    if isinstance(a, torch.Tensor):
        return _TORCH_NAMES[a.dtype]
    return _NP_NAMES[np.asarray(a).dtype]


def shape_of(a):
    return [int(d) for d in (a.shape if isinstance(a, torch.Tensor) else np.shape(a))]


def tensor(a, fmt=None, value=False):
    """A request tensor describing array \\p a (its value too when \\p value: data-dependent inputs)."""
    t = {"dtype": dtype_name(a), "shape": shape_of(a)}
    if fmt is not None:
        t["format"] = fmt
    if value:
        arr = a.numpy() if isinstance(a, torch.Tensor) else np.asarray(a)
        t["value"] = arr.reshape(-1).tolist()
    return t


def const(values, dtype="int32", shape=None):
    """A data-dependent int input holding \\p values (a 1-D list, or a scalar when shape == [])."""
    arr = np.asarray(values, dtype=dtype)
    if shape is not None:
        arr = arr.reshape(shape)
    return tensor(arr, value=True)


def desc(a, fmt=None, dtype=None):
    d = {"shape": shape_of(a), "dtype": dtype if dtype is not None else dtype_name(a)}
    if fmt is not None:
        d["format"] = fmt
    return d


class Cases:
    """The cases of one family: ids `diff.<Op>.<NNN>` numbered per op across all families (\p counts is shared)."""

    def __init__(self, counts):
        self.lines = []  # (op, line)
        self.counts = counts

    def add(self, op, inputs, attrs, outputs, output_hints=None):
        n = self.counts.get(op, 0)
        self.counts[op] = n + 1
        request = {"op": op, "inputs": inputs}
        if attrs:
            request["attrs"] = attrs
        if output_hints:
            request["outputs"] = output_hints
        case = {"id": "diff.%s.%03d" % (op, n), "request": request, "expect": {"outputs": outputs}}
        self.lines.append((op, json.dumps(case, separators=(", ", ": "))))


def rand_shape(rng, rank, lo=1, hi=6):
    return [int(rng.integers(lo, hi + 1)) for _ in range(rank)]


def rand_array(rng, shape, dtype="float32"):
    """An ndarray (also for shape [])."""
    if dtype == "bool":
        return np.asarray(rng.random(shape) < 0.5)
    if np.dtype(dtype).kind in "iu":
        return np.asarray(rng.integers(1, 5, size=shape)).astype(dtype)
    return np.asarray(rng.random(shape) + 0.5).astype(dtype)


def broadcast_partner(rng, shape):
    """A shape that broadcasts with \\p shape: per dim the same, 1, or (leading) dropped; sometimes longer."""
    out = []
    for d in shape:
        r = rng.random()
        out.append(1 if r < 0.3 else d)
    drop = int(rng.integers(0, len(shape) + 1)) if rng.random() < 0.4 else 0
    out = out[drop:]
    if drop == 0 and rng.random() < 0.2:  # the partner has more dims
        out = rand_shape(rng, int(rng.integers(1, 3)), 1, 4) + out
    return out


def maybe_swap(rng, a, b):
    return (b, a) if rng.random() < 0.5 else (a, b)


# ---- elementwise ----------------------------------------------------------------------------------------------

BINARY = [
    ("Add", np.add),
    ("Sub", np.subtract),
    ("Mul", np.multiply),
    ("RealDiv", np.divide),
    ("Maximum", np.maximum),
    ("Minimum", np.minimum),
    ("Pow", np.power),
    ("SquaredDifference", lambda a, b: np.square(a - b)),
]
COMPARE = [
    ("Equal", np.equal),
    ("NotEqual", np.not_equal),
    ("Less", np.less),
    ("LessEqual", np.less_equal),
    ("Greater", np.greater),
    ("GreaterEqual", np.greater_equal),
]


@family("elementwise_binary")
def gen_binary(rng, c):
    for op, fn in BINARY:
        for k in range(12):
            dtypes = ["float32", "float16"] if op in ("RealDiv", "Pow") else ["float32", "float16", "int32"]
            dtype = dtypes[k % len(dtypes)]
            s1 = rand_shape(rng, int(rng.integers(0, 5)), 0 if rng.random() < 0.1 else 1)  # sometimes empty
            s2 = broadcast_partner(rng, s1)
            s1, s2 = maybe_swap(rng, s1, s2)
            a, b = rand_array(rng, s1, dtype), rand_array(rng, s2, dtype)
            y = fn(a, b)
            c.add(op, [tensor(a), tensor(b)], None, [desc(y)])


PROMOTE_PAIRS = [("float16", "float32"), ("float32", "float16"), ("int32", "float32"), ("int32", "int64"),
                 ("int64", "int32"), ("float16", "int32"), ("int8", "int32"), ("uint8", "int8"), ("bool", "int32")]


@family("elementwise_promote")
def gen_promote(rng, c):
    # Mixed dtypes: torch's type promotion on real tensors (CANN's Mul and Pow promote with GE's torch-like
    # kPromoteTypesLookup; Add's y is the common dtype; oplibs/common/elementwise.h).
    for op, fn in [("Add", torch.add), ("Mul", torch.mul), ("Pow", torch.pow)]:
        for d1, d2 in PROMOTE_PAIRS:
            if op == "Pow" and "bool" in (d1, d2):
                continue
            s1 = rand_shape(rng, int(rng.integers(0, 4)))
            s2 = broadcast_partner(rng, s1)
            a = torch.from_numpy(rand_array(rng, s1, d1))
            b = torch.from_numpy(rand_array(rng, s2, d2))
            c.add(op, [tensor(a), tensor(b)], None, [desc(fn(a, b))])


@family("elementwise_compare")
def gen_compare(rng, c):
    for op, fn in COMPARE:
        for k in range(8):
            dtype = ["float32", "float16", "int32", "int64"][k % 4]
            s1 = rand_shape(rng, int(rng.integers(0, 5)))
            s2 = broadcast_partner(rng, s1)
            s1, s2 = maybe_swap(rng, s1, s2)
            a, b = rand_array(rng, s1, dtype), rand_array(rng, s2, dtype)
            c.add(op, [tensor(a), tensor(b)], None, [desc(fn(a, b))])
    for op, fn in [("LogicalAnd", np.logical_and), ("LogicalOr", np.logical_or)]:
        for _ in range(8):
            s1 = rand_shape(rng, int(rng.integers(0, 5)))
            s2 = broadcast_partner(rng, s1)
            a, b = rand_array(rng, s1, "bool"), rand_array(rng, s2, "bool")
            c.add(op, [tensor(a), tensor(b)], None, [desc(fn(a, b))])
    for _ in range(10):  # SelectV2 = np.where with three-way broadcasting
        s = rand_shape(rng, int(rng.integers(1, 5)))
        shapes = [s, broadcast_partner(rng, s), broadcast_partner(rng, s)]
        rng.shuffle(shapes)
        cond = rand_array(rng, shapes[0], "bool")
        t, e = rand_array(rng, shapes[1]), rand_array(rng, shapes[2])
        c.add("SelectV2", [tensor(cond), tensor(t), tensor(e)], None, [desc(np.where(cond, t, e))])


UNARY = [
    ("Relu", torch.relu),
    ("Sigmoid", torch.sigmoid),
    ("Tanh", torch.tanh),
    ("Exp", torch.exp),
    ("Log", torch.log),
    ("Sqrt", torch.sqrt),
    ("Rsqrt", torch.rsqrt),
    ("Abs", torch.abs),
    ("Neg", torch.neg),
    ("Floor", torch.floor),
    ("Ceil", torch.ceil),
    ("Square", torch.square),
    ("Reciprocal", torch.reciprocal),
    ("Erf", torch.erf),
    ("Sin", torch.sin),
    ("Cos", torch.cos),
    ("Gelu", F.gelu),
    ("Softplus", F.softplus),
    ("Relu6", F.relu6),
    ("HardSwish", F.hardswish),
]


@family("elementwise_unary")
def gen_unary(rng, c):
    for op, fn in UNARY:
        for _ in range(3):  # float32: the one float type every one of these prototypes allows on a CPU torch
            x = torch.rand(rand_shape(rng, int(rng.integers(0, 5)), 0 if rng.random() < 0.1 else 1)) + 0.5
            c.add(op, [tensor(x)], None, [desc(fn(x))])
    for _ in range(4):
        x = torch.rand(rand_shape(rng, int(rng.integers(1, 5)))) - 0.5
        slope = float(np.round(rng.random(), 2))
        c.add("LeakyRelu", [tensor(x)], {"negative_slope": slope}, [desc(F.leaky_relu(x, slope))])
        c.add("Elu", [tensor(x)], {"alpha": 1.0}, [desc(F.elu(x))])
    for _ in range(6):  # Cast = astype
        src, dst = rng.choice(["float32", "float16", "int32", "int64", "bool"], 2)
        x = rand_array(rng, rand_shape(rng, int(rng.integers(0, 4))), src)
        y = x.astype(dst)
        c.add("Cast", [tensor(x)], {"dst_type": str(dst)}, [desc(y)])
    for _ in range(4):  # ClipByValue = np.clip with broadcast scalars
        x = rand_array(rng, rand_shape(rng, int(rng.integers(1, 4))))
        lo, hi = np.float32(0.6), np.float32(1.2)
        y = np.clip(x, lo, hi)
        c.add("ClipByValue", [tensor(x), tensor(np.asarray(lo)), tensor(np.asarray(hi))], None, [desc(y)])


# ---- matmul ---------------------------------------------------------------------------------------------------


@family("matmul")
def gen_matmul(rng, c):
    for _ in range(20):  # MatMulV2: np.matmul of the (transposed) 2-D operands
        m, k, n = (int(v) for v in rng.integers(1, 17, 3))
        t1, t2 = bool(rng.random() < 0.5), bool(rng.random() < 0.5)
        a = rand_array(rng, [k, m] if t1 else [m, k])
        b = rand_array(rng, [n, k] if t2 else [k, n])
        y = np.matmul(a.T if t1 else a, b.T if t2 else b)
        inputs = [tensor(a), tensor(b)]
        if rng.random() < 0.3:  # bias [N], added to every row
            bias = rand_array(rng, [n])
            inputs.append(tensor(bias))
            y = y + bias
        c.add("MatMulV2", inputs, {"transpose_x1": t1, "transpose_x2": t2}, [desc(y)])
    for _ in range(10):  # MatMul (2-D only): np.matmul of the (transposed) operands
        m, k, n = (int(v) for v in rng.integers(1, 17, 3))
        t1, t2 = bool(rng.random() < 0.5), bool(rng.random() < 0.5)
        a = rand_array(rng, [k, m] if t1 else [m, k])
        b = rand_array(rng, [n, k] if t2 else [k, n])
        y = np.matmul(a.T if t1 else a, b.T if t2 else b)
        c.add("MatMul", [tensor(a), tensor(b)], {"transpose_x1": t1, "transpose_x2": t2}, [desc(y)])
    for _ in range(30):  # BatchMatMulV2: np.matmul with batch broadcasting
        m, k, n = (int(v) for v in rng.integers(1, 9, 3))
        batch = rand_shape(rng, int(rng.integers(0, 4)), 1, 4)
        b2 = broadcast_partner(rng, batch) if batch else []
        b1, b2 = maybe_swap(rng, batch, b2)
        adj1, adj2 = bool(rng.random() < 0.5), bool(rng.random() < 0.5)
        a = rand_array(rng, b1 + ([k, m] if adj1 else [m, k]))
        b = rand_array(rng, b2 + ([n, k] if adj2 else [k, n]))
        y = np.matmul(np.swapaxes(a, -1, -2) if adj1 else a, np.swapaxes(b, -1, -2) if adj2 else b)
        c.add("BatchMatMulV2", [tensor(a), tensor(b)], {"adj_x1": adj1, "adj_x2": adj2}, [desc(y)])
    for _ in range(10):  # BatchMatMul: same batch dims (rank >= 3)
        m, k, n = (int(v) for v in rng.integers(1, 9, 3))
        batch = rand_shape(rng, int(rng.integers(1, 3)), 1, 4)
        adj1, adj2 = bool(rng.random() < 0.5), bool(rng.random() < 0.5)
        a = rand_array(rng, batch + ([k, m] if adj1 else [m, k]))
        b = rand_array(rng, batch + ([n, k] if adj2 else [k, n]))
        y = np.matmul(np.swapaxes(a, -1, -2) if adj1 else a, np.swapaxes(b, -1, -2) if adj2 else b)
        c.add("BatchMatMul", [tensor(a), tensor(b)], {"adj_x1": adj1, "adj_x2": adj2}, [desc(y)])


# ---- convolution ----------------------------------------------------------------------------------------------


def to_nhwc(t):
    return t.permute(0, 2, 3, 1)


def conv_geometry(rng):
    """Random spatial sizes, kernel, stride, dilation and pads [t, b, l, r] that give a non-empty output."""
    while True:
        h, w = (int(v) for v in rng.integers(3, 20, 2))
        kh, kw = (int(v) for v in rng.integers(1, 6, 2))
        sh, sw = (int(v) for v in rng.integers(1, 4, 2))
        dh, dw = (int(v) for v in rng.integers(1, 3, 2)) if rng.random() < 0.3 else (1, 1)
        pads = [int(v) for v in rng.integers(0, 3, 4)]
        if h + pads[0] + pads[1] >= dh * (kh - 1) + 1 and w + pads[2] + pads[3] >= dw * (kw - 1) + 1:
            return h, w, kh, kw, sh, sw, dh, dw, pads


@family("conv")
def gen_conv(rng, c):
    torch.manual_seed(SEED)
    for i in range(45):  # Conv2D: F.conv2d on the explicitly padded input
        h, w, kh, kw, sh, sw, dh, dw, pads = conv_geometry(rng)
        groups = int(rng.choice([1, 1, 2, 3]))
        n = int(rng.integers(1, 4))
        cin = groups * int(rng.integers(1, 4))
        cout = groups * int(rng.integers(1, 5))
        x = torch.rand(n, cin, h, w)
        wt = torch.rand(cout, cin // groups, kh, kw)
        y = F.conv2d(F.pad(x, (pads[2], pads[3], pads[0], pads[1])), wt, stride=(sh, sw), dilation=(dh, dw),
                     groups=groups)
        bias = tensor(torch.rand(cout)) if rng.random() < 0.4 else None
        attrs = {"pads": pads, "groups": groups}
        if i % 3 == 0:
            attrs.update(strides=[1, 1, sh, sw], dilations=[1, 1, dh, dw], data_format="NCHW")
            c.add("Conv2D", [tensor(x, "NCHW"), tensor(wt, "NCHW"), bias], attrs, [desc(y, "NCHW")])
        elif i % 3 == 1:  # x NCHW with an HWCN filter (a combination CANN's Conv2D accepts)
            attrs.update(strides=[1, 1, sh, sw], dilations=[1, 1, dh, dw], data_format="NCHW")
            c.add("Conv2D", [tensor(x, "NCHW"), tensor(wt.permute(2, 3, 1, 0), "HWCN"), bias], attrs,
                  [desc(y, "NCHW")])
        else:
            attrs.update(strides=[1, sh, sw, 1], dilations=[1, dh, dw, 1], data_format="NHWC")
            c.add("Conv2D", [tensor(to_nhwc(x), "NHWC"), tensor(wt.permute(2, 3, 1, 0), "HWCN"), bias], attrs,
                  [desc(to_nhwc(y), "NHWC")])
    for _ in range(12):  # Conv3D: F.conv3d on the padded NCDHW input; pads [front, back, top, bottom, left, right]
        while True:
            sp = [int(v) for v in rng.integers(2, 10, 3)]
            k = [int(v) for v in rng.integers(1, 4, 3)]
            st = [int(v) for v in rng.integers(1, 3, 3)]
            pads = [int(v) for v in rng.integers(0, 2, 6)]
            if all(sp[a] + pads[2 * a] + pads[2 * a + 1] >= k[a] for a in range(3)):
                break
        groups = int(rng.choice([1, 2]))
        cin, cout = groups * int(rng.integers(1, 3)), groups * int(rng.integers(1, 4))
        x = torch.rand(int(rng.integers(1, 3)), cin, *sp)
        wt = torch.rand(cout, cin // groups, *k)
        y = F.conv3d(F.pad(x, (pads[4], pads[5], pads[2], pads[3], pads[0], pads[1])), wt, stride=st, groups=groups)
        attrs = {"strides": [1, 1] + st, "pads": pads, "groups": groups, "data_format": "NCDHW"}
        c.add("Conv3D", [tensor(x, "NCDHW"), tensor(wt, "NCDHW")], attrs, [desc(y, "NCDHW")])
    for i in range(20):  # DepthwiseConv2D: F.conv2d with groups = C, weight [C * multiplier, 1, kh, kw]
        h, w, kh, kw, sh, sw, dh, dw, pads = conv_geometry(rng)
        n, ch, mult = (int(v) for v in rng.integers(1, 4, 3))
        x = torch.rand(n, ch, h, w)
        y = F.conv2d(F.pad(x, (pads[2], pads[3], pads[0], pads[1])), torch.rand(ch * mult, 1, kh, kw),
                     stride=(sh, sw), dilation=(dh, dw), groups=ch)
        if i % 2 == 0:
            attrs = {"strides": [1, 1, sh, sw], "dilations": [1, 1, dh, dw], "pads": pads, "data_format": "NCHW"}
            c.add("DepthwiseConv2D", [tensor(x, "NCHW"), tensor(torch.rand(mult, ch, kh, kw), "NCHW")], attrs,
                  [desc(y, "NCHW")])
        else:
            attrs = {"strides": [1, sh, sw, 1], "dilations": [1, dh, dw, 1], "pads": pads, "data_format": "NHWC"}
            c.add("DepthwiseConv2D", [tensor(to_nhwc(x), "NHWC"), tensor(torch.rand(kh, kw, ch, mult), "HWCN")],
                  attrs, [desc(to_nhwc(y), "NHWC")])
    for i in range(20):  # Conv2DTranspose: F.conv_transpose2d (symmetric pads; output size given as input_size)
        while True:
            h, w = (int(v) for v in rng.integers(2, 10, 2))
            kh, kw = (int(v) for v in rng.integers(1, 5, 2))
            sh, sw = (int(v) for v in rng.integers(1, 4, 2))
            ph, pw = int(rng.integers(0, (kh + 1) // 2 + 1)), int(rng.integers(0, (kw + 1) // 2 + 1))
            oph = int(rng.integers(0, sh)) if rng.random() < 0.3 else 0
            opw = int(rng.integers(0, sw)) if rng.random() < 0.3 else 0
            if (h - 1) * sh - 2 * ph + kh + oph > 0 and (w - 1) * sw - 2 * pw + kw + opw > 0:
                break
        groups = int(rng.choice([1, 1, 2]))
        n = int(rng.integers(1, 3))
        cin, cout = groups * int(rng.integers(1, 4)), groups * int(rng.integers(1, 4))
        x = torch.rand(n, cin, h, w)
        wt = torch.rand(cin, cout // groups, kh, kw)  # the forward conv's filter: N = x channels
        y = F.conv_transpose2d(x, wt, stride=(sh, sw), padding=(ph, pw), output_padding=(oph, opw), groups=groups)
        attrs = {"strides": [1, 1, sh, sw], "pads": [ph, ph, pw, pw], "groups": groups, "data_format": "NCHW",
                 "output_padding": [0, 0, oph, opw]}
        # x is float16 in CANN's prototype (float16 / int8 / bfloat16); y dtype = x dtype.
        c.add("Conv2DTranspose",
              [const(shape_of(y), "int32"), tensor(x.half(), "NCHW"), tensor(wt.half(), "NCHW")], attrs,
              [desc(y, "NCHW", dtype="float16")])


# ---- pooling --------------------------------------------------------------------------------------------------


def tf_same_pads(size, k, s):
    out = -(-size // s)
    total = max((out - 1) * s + k - size, 0)
    return total // 2, total - total // 2


def pool_case(rng):
    h, w = (int(v) for v in rng.integers(1, 20, 2))
    kh, kw = int(rng.integers(1, min(h, 5) + 1)), int(rng.integers(1, min(w, 5) + 1))
    sh, sw = (int(v) for v in rng.integers(1, 4, 2))
    n, ch = (int(v) for v in rng.integers(1, 4, 2))
    return torch.rand(n, ch, h, w), kh, kw, sh, sw


@family("pooling")
def gen_pooling(rng, c):
    for op, fn, pad_value in [("MaxPool", F.max_pool2d, float("-inf")), ("AvgPool", F.avg_pool2d, 0.0)]:
        for i in range(20):  # TF padding SAME / VALID, run as an explicit pad + torch pooling
            x, kh, kw, sh, sw = pool_case(rng)
            padding = "SAME" if i % 2 == 0 else "VALID"
            xp = x
            if padding == "SAME":
                pt, pb = tf_same_pads(x.shape[2], kh, sh)
                pl, pr = tf_same_pads(x.shape[3], kw, sw)
                xp = F.pad(x, (pl, pr, pt, pb), value=pad_value)
            y = fn(xp, (kh, kw), (sh, sw))
            if i % 4 < 2:
                attrs = {"ksize": [1, 1, kh, kw], "strides": [1, 1, sh, sw], "padding": padding, "data_format": "NCHW"}
                c.add(op, [tensor(x, "NCHW")], attrs, [desc(y, "NCHW")])
            else:
                attrs = {"ksize": [1, kh, kw, 1], "strides": [1, sh, sw, 1], "padding": padding, "data_format": "NHWC"}
                c.add(op, [tensor(to_nhwc(x), "NHWC")], attrs, [desc(to_nhwc(y), "NHWC")])
    for op, fn in [("MaxPoolV3", F.max_pool2d), ("AvgPoolV2", F.avg_pool2d)]:
        for i in range(20):  # explicit symmetric pads (torch allows pad <= k / 2) and ceil_mode
            x, kh, kw, sh, sw = pool_case(rng)
            ph, pw = int(rng.integers(0, kh // 2 + 1)), int(rng.integers(0, kw // 2 + 1))
            ceil_mode = bool(rng.random() < 0.5)
            y = fn(x, (kh, kw), (sh, sw), padding=(ph, pw), ceil_mode=ceil_mode)
            attrs = {"ksize": [1, 1, kh, kw], "strides": [1, 1, sh, sw], "padding_mode": "CALCULATED",
                     "pads": [ph, ph, pw, pw], "data_format": "NCHW", "ceil_mode": ceil_mode}
            c.add(op, [tensor(x, "NCHW")], attrs, [desc(y, "NCHW")])
    for op, fn, pad_value in [("MaxPoolV3", F.max_pool2d, float("-inf")), ("AvgPoolV2", F.avg_pool2d, 0.0)]:
        for i in range(8):  # padding_mode SAME / VALID: TF's rules, as for MaxPool (pads and ceil_mode unused)
            x, kh, kw, sh, sw = pool_case(rng)
            mode = "SAME" if i % 2 == 0 else "VALID"
            xp = x
            if mode == "SAME":
                pt, pb = tf_same_pads(x.shape[2], kh, sh)
                pl, pr = tf_same_pads(x.shape[3], kw, sw)
                xp = F.pad(x, (pl, pr, pt, pb), value=pad_value)
            y = fn(xp, (kh, kw), (sh, sw))
            attrs = {"ksize": [1, 1, kh, kw], "strides": [1, 1, sh, sw], "padding_mode": mode, "data_format": "NCHW"}
            c.add(op, [tensor(x, "NCHW")], attrs, [desc(y, "NCHW")])
    for _ in range(8):  # GlobalAveragePool = adaptive_avg_pool2d(x, 1)
        x = torch.rand(*rand_shape(rng, 4, 1, 9))
        c.add("GlobalAveragePool", [tensor(x, "NCHW")], None, [desc(F.adaptive_avg_pool2d(x, 1), "NCHW")])


# ---- layout ---------------------------------------------------------------------------------------------------


@family("reshape")
def gen_reshape(rng, c):
    for _ in range(20):  # Reshape: np.reshape, one -1 sometimes
        x = rand_array(rng, rand_shape(rng, int(rng.integers(1, 5))))
        target = list(np.random.default_rng(int(rng.integers(1 << 30))).permutation(x.shape))
        target = [int(d) for d in target]
        if len(target) > 1 and rng.random() < 0.5:
            a = int(rng.integers(0, len(target) - 1))
            target[a:a + 2] = [target[a] * target[a + 1]]
        if rng.random() < 0.5:
            target[int(rng.integers(0, len(target)))] = -1
        y = np.reshape(x, target)
        c.add("Reshape", [tensor(x), const(target, str(rng.choice(["int32", "int64"])))], None, [desc(y)])
    for _ in range(16):  # Transpose: np.transpose (up to 8-D, sometimes with an empty dim)
        x = rand_array(rng, rand_shape(rng, int(rng.integers(1, 9)), 0 if rng.random() < 0.15 else 1, 4))
        perm = [int(p) for p in rng.permutation(x.ndim)]
        c.add("Transpose", [tensor(x), const(perm)], None, [desc(np.transpose(x, perm))])
    for _ in range(12):  # Flatten: ONNX semantics = reshape to (prod(d[:axis]), prod(d[axis:]))
        x = rand_array(rng, rand_shape(rng, int(rng.integers(1, 5))))
        axis = int(rng.integers(-x.ndim, x.ndim + 1))
        a = axis + x.ndim if axis < 0 else axis
        y = np.reshape(x, (int(np.prod(x.shape[:a])), -1))
        c.add("Flatten", [tensor(x)], {"axis": axis}, [desc(y)])
    for _ in range(12):  # Squeeze: np.squeeze (all size-1 dims, or the listed ones)
        shape = rand_shape(rng, int(rng.integers(1, 6)), 1, 3)
        x = rand_array(rng, shape)
        ones = [i for i, d in enumerate(shape) if d == 1]
        if ones and rng.random() < 0.6:
            axes = sorted(set(int(a) for a in rng.choice(ones, int(rng.integers(1, len(ones) + 1)))))
            axes_attr = [a - x.ndim if rng.random() < 0.3 else a for a in axes]
            y = np.squeeze(x, tuple(axes))
        else:
            axes_attr = []
            y = np.squeeze(x)
        c.add("Squeeze", [tensor(x)], {"axis": axes_attr}, [desc(y)])
    for _ in range(12):  # Unsqueeze: np.expand_dims with a tuple (axes index the output, like ONNX)
        x = rand_array(rng, rand_shape(rng, int(rng.integers(0, 4))))
        out_rank = x.ndim + int(rng.integers(1, 3))
        axes = [int(a) for a in rng.choice(out_rank, out_rank - x.ndim, replace=False)]
        axes = [a - out_rank if rng.random() < 0.3 else a for a in axes]
        c.add("Unsqueeze", [tensor(x)], {"axes": axes}, [desc(np.expand_dims(x, tuple(axes)))])
    for _ in range(10):  # ExpandDims: np.expand_dims with one axis (a data-dependent scalar)
        x = rand_array(rng, rand_shape(rng, int(rng.integers(0, 4))))
        axis = int(rng.integers(-x.ndim - 1, x.ndim + 1))
        c.add("ExpandDims", [tensor(x), const(axis, shape=[])], None, [desc(np.expand_dims(x, axis))])


@family("concat_split")
def gen_concat_split(rng, c):
    def parts(rng):
        shape = rand_shape(rng, int(rng.integers(1, 5)))
        axis = int(rng.integers(-len(shape), len(shape)))
        xs = []
        for _ in range(int(rng.integers(1, 5))):
            s = list(shape)
            s[axis] = int(rng.integers(0 if rng.random() < 0.1 else 1, 5))
            xs.append(rand_array(rng, s))
        return xs, axis

    for _ in range(12):  # ConcatV2 / Concat / ConcatD: np.concatenate
        xs, axis = parts(rng)
        y = np.concatenate(xs, axis)
        c.add("ConcatV2", [[tensor(x) for x in xs], const(axis, shape=[])], {"N": len(xs)}, [desc(y)])
        xs, axis = parts(rng)
        y = np.concatenate(xs, axis)
        c.add("Concat", [const(axis, shape=[]), [tensor(x) for x in xs]], {"N": len(xs)}, [desc(y)])
        xs, axis = parts(rng)
        c.add("ConcatD", [[tensor(x) for x in xs]], {"concat_dim": axis, "N": len(xs)},
              [desc(np.concatenate(xs, axis))])
    for _ in range(12):  # Pack: np.stack
        shape = rand_shape(rng, int(rng.integers(0, 4)))
        xs = [rand_array(rng, shape) for _ in range(int(rng.integers(1, 5)))]
        axis = int(rng.integers(-len(shape) - 1, len(shape) + 1))
        c.add("Pack", [[tensor(x) for x in xs]], {"axis": axis, "N": len(xs)}, [desc(np.stack(xs, axis))])
    for _ in range(10):  # Unpack: the slices of np.moveaxis(x, axis, 0)
        x = rand_array(rng, rand_shape(rng, int(rng.integers(1, 4))))
        axis = int(rng.integers(-x.ndim, x.ndim))
        ys = list(np.moveaxis(x, axis, 0))
        c.add("Unpack", [tensor(x)], {"num": len(ys), "axis": axis}, [[desc(y) for y in ys]], [{"count": len(ys)}])

    def split_input(rng):
        num = int(rng.integers(1, 5))
        shape = rand_shape(rng, int(rng.integers(1, 4)))
        axis = int(rng.integers(-len(shape), len(shape)))
        shape[axis] = num * int(rng.integers(1, 4))
        return rand_array(rng, shape), axis, num

    for _ in range(12):  # Split / SplitD: np.split into equal parts
        x, axis, num = split_input(rng)
        ys = np.split(x, num, axis)
        c.add("Split", [const(axis, shape=[]), tensor(x)], {"num_split": num}, [[desc(y) for y in ys]],
              [{"count": num}])
        x, axis, num = split_input(rng)
        ys = np.split(x, num, axis)
        c.add("SplitD", [tensor(x)], {"split_dim": axis, "num_split": num}, [[desc(y) for y in ys]], [{"count": num}])
    for _ in range(12):  # SplitV: np.split at the running sums of size_splits (one -1 sometimes)
        shape = rand_shape(rng, int(rng.integers(1, 4)))
        axis = int(rng.integers(-len(shape), len(shape)))
        sizes = [int(v) for v in rng.integers(1, 4, int(rng.integers(1, 5)))]
        shape[axis] = sum(sizes)
        x = rand_array(rng, shape)
        ys = np.split(x, np.cumsum(sizes)[:-1], axis)
        given = list(sizes)
        if rng.random() < 0.4:
            given[int(rng.integers(0, len(given)))] = -1
        c.add("SplitV", [tensor(x), const(given), const(axis, shape=[])], {"num_split": len(sizes)},
              [[desc(y) for y in ys]], [{"count": len(sizes)}])


# ---- slicing and indexing -------------------------------------------------------------------------------------


def strided_slice_spec(rng, x):
    """Random TF StridedSlice arguments and the numpy index they stand for."""
    n = int(rng.integers(1, x.ndim + 2))
    begin, end, strides = [], [], []
    begin_mask = end_mask = ellipsis_mask = new_axis_mask = shrink_mask = 0
    index = []
    dim = 0  # the x dim the next spec entry addresses
    used_ellipsis = False
    for i in range(n):
        r = rng.random()
        remaining_specs = n - i - 1
        if not used_ellipsis and r < 0.12 and dim < x.ndim:
            ellipsis_mask |= 1 << i
            used_ellipsis = True
            begin.append(0), end.append(0), strides.append(1)
            index.append(Ellipsis)
            dim = max(dim, x.ndim - remaining_specs)  # approximate: ellipsis covers the dims not named after it
            continue
        if r < 0.22:
            new_axis_mask |= 1 << i
            begin.append(0), end.append(0), strides.append(1)
            index.append(None)
            continue
        if dim >= x.ndim:
            new_axis_mask |= 1 << i
            begin.append(0), end.append(0), strides.append(1)
            index.append(None)
            continue
        size = x.shape[dim]
        if r < 0.35:
            shrink_mask |= 1 << i
            b = int(rng.integers(-size, size))
            begin.append(b), end.append(b + 1), strides.append(1)
            index.append(b)
        else:
            s = int(rng.choice([1, 1, 2, 3, -1, -2]))
            b = int(rng.integers(-size - 2, size + 3))
            e = int(rng.integers(-size - 2, size + 3))
            bm, em = rng.random() < 0.25, rng.random() < 0.25
            if bm:
                begin_mask |= 1 << i
            if em:
                end_mask |= 1 << i
            begin.append(b), end.append(e), strides.append(s)
            index.append(slice(None if bm else b, None if em else e, s))
        dim += 1
    attrs = {"begin_mask": begin_mask, "end_mask": end_mask, "ellipsis_mask": ellipsis_mask,
             "new_axis_mask": new_axis_mask, "shrink_axis_mask": shrink_mask}
    return begin, end, strides, attrs, tuple(index)


@family("slice")
def gen_slice(rng, c):
    for _ in range(14):  # Slice: x[offsets : offsets + size] (size -1 = to the end)
        x = rand_array(rng, rand_shape(rng, int(rng.integers(1, 5)), 1, 7))
        offsets = [int(rng.integers(0, d + 1)) for d in x.shape]
        size = [int(rng.integers(0, d - o + 1)) if rng.random() < 0.8 else -1 for d, o in zip(x.shape, offsets)]
        y = x[tuple(slice(o, None if s == -1 else o + s) for o, s in zip(offsets, size))]
        dt = str(rng.choice(["int32", "int64"]))
        c.add("Slice", [tensor(x), const(offsets, dt), const(size, dt)], None, [desc(y)])
    made = 0
    while made < 80:  # StridedSlice: numpy basic indexing with the same begin/end/strides/masks
        x = rand_array(rng, rand_shape(rng, int(rng.integers(1, 6)), 1, 8))
        begin, end, strides, attrs, index = strided_slice_spec(rng, x)
        try:
            y = x[index]
        except IndexError:
            continue
        if attrs["ellipsis_mask"] and index.count(Ellipsis) != 1:
            continue
        made += 1
        dt = str(rng.choice(["int32", "int64"]))
        c.add("StridedSlice", [tensor(x), const(begin, dt), const(end, dt), const(strides, dt)], attrs, [desc(y)])


@family("gather")
def gen_gather(rng, c):
    for _ in range(16):  # GatherV2: np.take(x, indices, axis)
        x = rand_array(rng, rand_shape(rng, int(rng.integers(1, 5))))
        axis = int(rng.integers(-x.ndim, x.ndim))
        idx = rng.integers(0, x.shape[axis], rand_shape(rng, int(rng.integers(0, 3)))).astype("int32")
        c.add("GatherV2", [tensor(x), tensor(idx), const(axis, shape=[])], None, [desc(np.take(x, idx, axis))])
    for _ in range(8):  # GatherV2 with batch_dims 1: np.take per batch entry, stacked
        x = rand_array(rng, rand_shape(rng, int(rng.integers(2, 5))))
        axis = int(rng.integers(1, x.ndim))
        idx = rng.integers(0, x.shape[axis], [x.shape[0]] + rand_shape(rng, int(rng.integers(0, 3)))).astype("int32")
        y = np.stack([np.take(x[b], idx[b], axis - 1) for b in range(x.shape[0])])
        c.add("GatherV2", [tensor(x), tensor(idx), const(axis, shape=[])], {"batch_dims": 1}, [desc(y)])
    for _ in range(10):  # Gather: np.take(x, indices, 0)
        x = rand_array(rng, rand_shape(rng, int(rng.integers(1, 4))))
        idx = rng.integers(0, x.shape[0], rand_shape(rng, int(rng.integers(0, 3)))).astype("int64")
        c.add("Gather", [tensor(x), tensor(idx)], None, [desc(np.take(x, idx, 0))])
    for _ in range(12):  # GatherElements: np.take_along_axis (index may be smaller than x off the axis)
        x = rand_array(rng, rand_shape(rng, int(rng.integers(1, 4))))
        dim = int(rng.integers(-x.ndim, x.ndim))
        ishape = [int(rng.integers(1, d + 1)) for d in x.shape]
        ishape[dim] = int(rng.integers(1, 6))
        idx = rng.integers(0, x.shape[dim], ishape).astype("int64")
        y = torch.gather(torch.from_numpy(x), dim, torch.from_numpy(idx)).numpy()
        c.add("GatherElements", [tensor(x), tensor(idx)], {"dim": dim}, [desc(y)])
    for _ in range(10):  # ScatterElements: torch.Tensor.scatter (y = data's shape)
        data = torch.rand(*rand_shape(rng, int(rng.integers(1, 4))))
        axis = int(rng.integers(-data.dim(), data.dim()))
        ishape = [int(rng.integers(1, d + 1)) for d in data.shape]
        idx = torch.from_numpy(rng.integers(0, data.shape[axis], ishape).astype("int64"))
        upd = torch.rand(*ishape)
        y = data.scatter(axis, idx, upd)
        c.add("ScatterElements", [tensor(data), tensor(idx), tensor(upd)], {"axis": axis}, [desc(y)])


# ---- creation and broadcasting --------------------------------------------------------------------------------


@family("create")
def gen_create(rng, c):
    for _ in range(12):  # Tile: np.tile with len(multiples) == rank
        x = rand_array(rng, rand_shape(rng, int(rng.integers(1, 5))))
        mult = [int(v) for v in rng.integers(0 if rng.random() < 0.1 else 1, 4, x.ndim)]
        c.add("Tile", [tensor(x), const(mult)], None, [desc(np.tile(x, mult))])
    for _ in range(12):  # Pad: np.pad with [[before, after], ...]
        x = rand_array(rng, rand_shape(rng, int(rng.integers(1, 5))))
        pads = [[int(v) for v in rng.integers(0, 4, 2)] for _ in range(x.ndim)]
        c.add("Pad", [tensor(x), const(pads, shape=[x.ndim, 2])], None, [desc(np.pad(x, pads))])
    for i in range(12):  # PadV3: np.pad in constant / reflect / edge mode
        x = rand_array(rng, rand_shape(rng, int(rng.integers(1, 4)), 2, 6))
        mode = ["constant", "reflect", "edge"][i % 3]
        limit = [d - 1 for d in x.shape] if mode == "reflect" else [3] * x.ndim
        pads = [[int(rng.integers(0, lim + 1)), int(rng.integers(0, lim + 1))] for lim in limit]
        y = np.pad(x, pads, mode=mode)
        contiguous = i % 2 == 0
        flat = [p for pair in pads for p in pair] if contiguous else [p[0] for p in pads] + [p[1] for p in pads]
        c.add("PadV3", [tensor(x), const(flat)], {"mode": mode, "paddings_contiguous": contiguous}, [desc(y)])
    for _ in range(12):  # BroadcastTo: np.broadcast_to
        target = rand_shape(rng, int(rng.integers(1, 5)))
        xs = [1 if rng.random() < 0.4 else d for d in target][int(rng.integers(0, len(target) + 1)):]
        x = rand_array(rng, xs)
        c.add("BroadcastTo", [tensor(x), const(target, "int64")], None, [desc(np.broadcast_to(x, target))])
    for _ in range(12):  # Expand: bidirectional broadcast, x * ones(shape) (len(shape) >= rank(x))
        xs = rand_shape(rng, int(rng.integers(1, 4)))
        target = [1 if rng.random() < 0.4 else d for d in xs]
        target = rand_shape(rng, int(rng.integers(0, 2)), 1, 3) + target
        x = rand_array(rng, xs)
        y = x * np.ones(target, dtype=x.dtype)
        c.add("Expand", [tensor(x), const(target, "int64")], None, [desc(y)])
    for _ in range(10):  # Fill: np.full
        dims = rand_shape(rng, int(rng.integers(0, 4)), 0 if rng.random() < 0.1 else 1)
        v = rand_array(rng, [], str(rng.choice(["float32", "int32", "float16"])))
        c.add("Fill", [const(dims, "int64"), tensor(v)], None, [desc(np.full(dims, v, dtype=v.dtype))])
    for _ in range(12):  # Range: np.arange
        dt = str(rng.choice(["int32", "int64", "float32"]))
        start = int(rng.integers(-5, 5))
        delta = int(rng.choice([1, 2, 3, -1, -2]))
        limit = start + delta * int(rng.integers(0, 8)) + (int(rng.integers(0, abs(delta))) if abs(delta) > 1 else 0)
        y = np.arange(np.asarray(start, dt), np.asarray(limit, dt), np.asarray(delta, dt))
        c.add("Range", [const(start, dt, []), const(limit, dt, []), const(delta, dt, [])], None, [desc(y.astype(dt))])
    for _ in range(6):  # Range with float32 bounds and step: np.arange in float32
        start = np.float32(np.round(rng.uniform(-3, 3), 2))
        delta = np.float32(np.round(rng.choice([0.25, 0.4, 0.7, -0.3, 1.5]), 2))
        limit = np.float32(start + delta * np.float32(rng.uniform(0.5, 9.5)))
        y = np.arange(start, limit, delta, dtype=np.float32)
        c.add("Range", [const(start, "float32", []), const(limit, "float32", []), const(delta, "float32", [])], None,
              [desc(y)])
    for _ in range(12):  # OneHot: torch one_hot with the new axis moved into place
        x = rng.integers(0, 4, rand_shape(rng, int(rng.integers(0, 4)))).astype("int32")
        depth = int(rng.integers(4, 8))
        axis = int(rng.integers(-1, x.ndim + 1))
        y = F.one_hot(torch.from_numpy(x).long(), depth).float()
        y = torch.movedim(y, -1, axis if axis >= 0 else y.dim() - 1)
        on, off = np.asarray(1.0, np.float32), np.asarray(0.0, np.float32)
        c.add("OneHot", [tensor(x), const(depth, shape=[]), tensor(on), tensor(off)], {"axis": axis}, [desc(y)])
    for _ in range(8):  # Shape / Size / Rank: np.shape / np.size / np.ndim
        x = rand_array(rng, rand_shape(rng, int(rng.integers(0, 5))))
        dt = str(rng.choice(["int32", "int64"]))
        c.add("Shape", [tensor(x)], {"dtype": dt}, [desc(np.asarray(x.shape, dt))])
        c.add("Size", [tensor(x)], {"dtype": dt}, [desc(np.asarray(x.size, dt))])
        c.add("Rank", [tensor(x)], None, [desc(np.asarray(x.ndim, "int32"))])


# ---- reductions -----------------------------------------------------------------------------------------------

REDUCE = [("ReduceSum", np.sum), ("ReduceMean", np.mean), ("ReduceMax", np.max), ("ReduceMin", np.min),
          ("ReduceProd", np.prod)]


@family("reduce")
def gen_reduce(rng, c):
    for op, fn in REDUCE:
        for _ in range(12):  # np.<fn>(x, axis=tuple, keepdims); empty inputs where the reduction has an identity
            empty_ok = op in ("ReduceSum", "ReduceProd") and rng.random() < 0.2
            x = rand_array(rng, rand_shape(rng, int(rng.integers(1, 5)), 0 if empty_ok else 1))
            k = int(rng.integers(1, x.ndim + 1))
            axes = sorted(int(a) for a in rng.choice(x.ndim, k, replace=False))
            axes = [a - x.ndim if rng.random() < 0.3 else a for a in axes]
            keep = bool(rng.random() < 0.5)
            y = np.asarray(fn(x, axis=tuple(axes), keepdims=keep), dtype=x.dtype)
            c.add(op, [tensor(x), const(axes, str(rng.choice(["int32", "int64"])))], {"keep_dims": keep}, [desc(y)])
    for op, fn in REDUCE:  # empty axes: noop_with_empty_axes true -> np.<fn>(x, axis=()) (= x), false -> all dims
        for noop in (True, False):
            x = rand_array(rng, rand_shape(rng, int(rng.integers(1, 4))))
            keep = bool(rng.random() < 0.5)
            y = np.asarray(fn(x, axis=() if noop else None, keepdims=keep), dtype=x.dtype)
            c.add(op, [tensor(x), const([], "int64")], {"keep_dims": keep, "noop_with_empty_axes": noop}, [desc(y)])
    for op, fn in [("ArgMaxV2", np.argmax), ("ArgMin", np.argmin)]:
        for _ in range(10):  # np.argmax / np.argmin over one axis (no keepdims); y dtype from the dtype attr
            x = rand_array(rng, rand_shape(rng, int(rng.integers(1, 5))))
            axis = int(rng.integers(-x.ndim, x.ndim))
            dt = str(rng.choice(["int32", "int64"]))
            y = fn(x, axis).astype(dt)
            c.add(op, [tensor(x), const(axis, shape=[])], {"dtype": dt}, [desc(y)])
    for op in ["TopK", "TopKV2"]:
        for _ in range(10):  # torch.topk along dim; indices int32 (TopK) or indices_dtype (TopKV2)
            x = torch.rand(*rand_shape(rng, int(rng.integers(1, 4)), 1, 8))
            dim = int(rng.integers(-x.dim(), x.dim()))
            k = int(rng.integers(0, x.shape[dim] + 1))
            values, indices = torch.topk(x, k, dim)
            attrs = {"dim": dim}
            idt = "int32"
            if op == "TopKV2":
                idt = str(rng.choice(["int32", "int64"]))
                attrs["indices_dtype"] = idt
            c.add(op, [tensor(x), const(k, shape=[])], attrs, [desc(values), desc(indices, dtype=idt)])
    for _ in range(10):  # Cumsum (CANN spelling): np.cumsum (exclusive / reverse keep the shape)
        x = rand_array(rng, rand_shape(rng, int(rng.integers(1, 4))))
        axis = int(rng.integers(-x.ndim, x.ndim))
        y = np.cumsum(x, axis).astype(x.dtype)
        c.add("Cumsum", [tensor(x), const(axis, shape=[])], {"exclusive": bool(rng.random() < 0.3),
                                                            "reverse": bool(rng.random() < 0.3)}, [desc(y)])


# ---- normalisation and softmax --------------------------------------------------------------------------------


@family("norm")
def gen_norm(rng, c):
    for op, fn in [("SoftmaxV2", torch.softmax), ("LogSoftmaxV2", torch.log_softmax)]:
        for _ in range(10):
            x = torch.rand(*rand_shape(rng, int(rng.integers(1, 5))))
            axis = int(rng.integers(-x.dim(), x.dim()))
            c.add(op, [tensor(x)], {"axes": [axis]}, [desc(fn(x, axis))])
    for _ in range(14):  # LayerNorm: F.layer_norm; mean / variance = x reduced over the normalised dims (keepdims)
        x = torch.rand(*rand_shape(rng, int(rng.integers(1, 5))))
        axis = int(rng.integers(-x.dim(), x.dim()))
        a = axis % x.dim()
        norm_shape = list(x.shape[a:])
        gamma, beta = torch.rand(norm_shape), torch.rand(norm_shape)
        y = F.layer_norm(x, norm_shape, gamma, beta)
        dims = list(range(a, x.dim()))
        mean = x.mean(dim=dims, keepdim=True)
        var = x.var(dim=dims, keepdim=True, unbiased=False)
        c.add("LayerNorm", [tensor(x), tensor(gamma), tensor(beta)],
              {"begin_norm_axis": axis, "begin_params_axis": axis}, [desc(y), desc(mean), desc(var)])
    for i in range(10):  # BiasAdd: x + bias along C (NCHW: dim 1, NHWC: last dim)
        x = torch.rand(*rand_shape(rng, 4))
        if i % 2 == 0:
            b = torch.rand(x.shape[1])
            y = x + b.view(1, -1, 1, 1)
            c.add("BiasAdd", [tensor(x, "NCHW"), tensor(b)], {"data_format": "NCHW"}, [desc(y)])
        else:
            b = torch.rand(x.shape[-1])
            c.add("BiasAdd", [tensor(x, "NHWC"), tensor(b)], {"data_format": "NHWC"}, [desc(x + b)])


# ---- einsum, rnn, batch norm, identity-like --------------------------------------------------------------------

EINSUM = [
    ("ij,jk->ik", "ij,jk"), ("bij,bjk->bik", "bij,bjk"), ("bhqd,bhkd->bhqk", "bhqd,bhkd"), ("ij->ji", "ij"),
    ("i,j->ij", "i,j"), ("ij->", "ij"), ("ij->j", "ij"), ("bnd,dh->bnh", "bnd,dh"), ("...ij,...jk->...ik", None),
    ("abc->cab", "abc"), ("ij,ij->ij", "ij,ij"), ("bij,bkj->bik", "bij,bkj"),
]


@family("nn_misc")
def gen_nn_misc(rng, c):
    for k in range(24):  # Einsum: np.einsum on operands sized from random letter sizes
        equation, spec = EINSUM[k % len(EINSUM)]
        sizes = {ch: int(rng.integers(1, 6)) for ch in "abcdhijknqb"}
        if spec is None:  # ellipsis: random (broadcastable) batch dims in front
            batch = rand_shape(rng, int(rng.integers(0, 3)), 1, 4)
            xs = [rand_array(rng, batch + [sizes["i"], sizes["j"]]),
                  rand_array(rng, broadcast_partner(rng, batch) + [sizes["j"], sizes["k"]])]
        else:
            xs = [rand_array(rng, [sizes[ch] for ch in term]) for term in spec.split(",")]
        y = np.einsum(equation, *xs)
        c.add("Einsum", [[tensor(x) for x in xs]], {"equation": equation, "N": len(xs)}, [desc(np.asarray(y))])
    for _ in range(10):  # DynamicRNN: an LSTM step loop in numpy with CANN's layouts (w [I + H, 4H], gates i j f o);
        # every output holds all T steps. y is cross-checked against torch.nn.LSTM with the same weights.
        t, b, i, h = (int(v) for v in rng.integers(1, 6, 4))
        x = rand_array(rng, [t, b, i])
        w = (rand_array(rng, [i + h, 4 * h]) - 1.0) * 0.1
        bias = rand_array(rng, [4 * h]) * 0.1
        sig = lambda v: 1.0 / (1.0 + np.exp(-v))
        hs, cs, gates = [], [], {g: [] for g in "ijfo"}
        tanhc = []
        h_t = np.zeros((b, h), np.float32)
        c_t = np.zeros((b, h), np.float32)
        for step in range(t):
            z = np.concatenate([x[step], h_t], 1) @ w + bias
            gi, gj, gf, go = np.split(z, 4, 1)
            c_t = sig(gf) * c_t + sig(gi) * np.tanh(gj)
            h_t = sig(go) * np.tanh(c_t)
            for g, v in zip("ijfo", (sig(gi), np.tanh(gj), sig(gf), sig(go))):
                gates[g].append(v)
            hs.append(h_t), cs.append(c_t), tanhc.append(np.tanh(c_t))
        lstm = torch.nn.LSTM(i, h)
        with torch.no_grad():
            order = np.concatenate([np.arange(0, h), np.arange(2 * h, 3 * h), np.arange(h, 2 * h),
                                    np.arange(3 * h, 4 * h)])  # torch's gate order is i f g o
            lstm.weight_ih_l0.copy_(torch.from_numpy(w[:i].T[order].copy()))
            lstm.weight_hh_l0.copy_(torch.from_numpy(w[i:].T[order].copy()))
            lstm.bias_ih_l0.copy_(torch.from_numpy(bias[order].copy()))
            lstm.bias_hh_l0.zero_()
            y_torch, _ = lstm(torch.from_numpy(x))
        y = np.stack(hs).astype(np.float32)
        assert y.shape == tuple(y_torch.shape) and np.allclose(y, y_torch.numpy(), atol=1e-4)
        outs = [y, y, np.stack(cs)] + [np.stack(gates[g]) for g in "ijfo"] + [np.stack(tanhc)]
        c.add("DynamicRNN", [tensor(x), tensor(w.astype(np.float32)), tensor(bias.astype(np.float32))], None,
              [desc(o.astype(np.float32)) for o in outs])
    for _ in range(8):  # BNInference: F.batch_norm with running stats (y = x's shape)
        x = torch.rand(*rand_shape(rng, 4))
        ch = x.shape[1]
        mean, var, scale, offset = torch.rand(ch), torch.rand(ch) + 0.5, torch.rand(ch), torch.rand(ch)
        y = F.batch_norm(x, mean, var, scale, offset, training=False)
        c.add("BNInference", [tensor(x, "NCHW"), tensor(mean), tensor(var), tensor(torch.ones(1)), tensor(scale),
                              tensor(offset)], None, [desc(y)])
    for _ in range(8):  # Select: TF v1 (same shapes, or a 1-D condition over dim 0) = np.where with cond reshaped
        shape = rand_shape(rng, int(rng.integers(1, 4)))
        a, b = rand_array(rng, shape), rand_array(rng, shape)
        cond = rand_array(rng, shape if rng.random() < 0.5 else shape[:1], "bool")
        y = np.where(cond.reshape(cond.shape + (1,) * (a.ndim - cond.ndim)), a, b)
        c.add("Select", [tensor(cond), tensor(a), tensor(b)], None, [desc(y)])
    for _ in range(6):  # Identity / IdentityN / Dropout (inference) keep shapes: np.copy
        xs = [rand_array(rng, rand_shape(rng, int(rng.integers(0, 4))), str(rng.choice(["float32", "int32"])))
              for _ in range(int(rng.integers(1, 4)))]
        c.add("Identity", [tensor(xs[0])], None, [desc(np.copy(xs[0]))])
        c.add("IdentityN", [[tensor(x) for x in xs]], None, [[desc(np.copy(x)) for x in xs]], [{"count": len(xs)}])
        xf = torch.rand(*rand_shape(rng, int(rng.integers(1, 4))))
        c.add("Dropout", [tensor(xf)], {"dropout_ratio": 0.5}, [desc(F.dropout(xf, 0.5, training=False))])
    for op, fn, attrs in [("HardSigmoid", F.hardsigmoid, None), ("Swish", F.silu, None), ("Round", torch.round, None),
                          ("LogicalNot", torch.logical_not, None)]:
        for _ in range(4):
            x = torch.rand(rand_shape(rng, int(rng.integers(0, 4))))
            if op == "LogicalNot":
                x = x < 0.5
            c.add(op, [tensor(x)], attrs, [desc(fn(x))])


# ---- main -----------------------------------------------------------------------------------------------------


def op_folders(oplibs):
    """Op type -> its op folder (relative to \\p oplibs): the folder whose prototype header has the op's REG_OP."""
    folders = {}
    for header in glob.glob(os.path.join(oplibs, "**", "*_proto.h"), recursive=True):
        with open(header) as f:
            ops = re.findall(r"^REG_OP\((\w+)\)", f.read(), re.M)
        for op in ops:
            folders[op] = os.path.relpath(os.path.dirname(header), oplibs)
    return folders


def generate(oplibs):
    """{path relative to \\p oplibs: text}: each op folder's cases, in generation order."""
    folders = op_folders(oplibs)
    per_folder = {}
    counts = {}
    for stem, fn in FAMILIES:
        rng = np.random.default_rng([SEED, zlib.crc32(stem.encode())])
        torch.manual_seed(SEED)
        c = Cases(counts)
        fn(rng, c)
        for op, line in c.lines:
            if op not in folders:
                raise SystemExit("no op folder under %s has REG_OP(%s)" % (oplibs, op))
            per_folder.setdefault(folders[op], []).append(line)
    out = {}
    for folder, lines in per_folder.items():
        name = os.path.join(folder, "tests", os.path.basename(folder) + "_differential.jsonl")
        out[name] = "\n".join(lines) + "\n"
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--check", action="store_true", help="exit 1 if the committed files differ")
    parser.add_argument("--oplibs", default=OPLIBS, help="the op folders' tree (default: the repository's oplibs/)")
    args = parser.parse_args()
    files = generate(args.oplibs)
    stale = []
    total = 0
    for name, text in sorted(files.items()):
        path = os.path.join(args.oplibs, name)
        total += text.count("\n")
        if args.check:
            old = open(path).read() if os.path.exists(path) else None
            if old != text:
                stale.append(name)
        else:
            with open(path, "w") as f:
                f.write(text)
    # A *_differential.jsonl the generator no longer writes is out of date too.
    for path in glob.glob(os.path.join(args.oplibs, "**", "tests", "*_differential.jsonl"), recursive=True):
        name = os.path.relpath(path, args.oplibs)
        if name not in files:
            if args.check:
                stale.append(name)
            else:
                os.remove(path)
    if args.check and stale:
        print("out of date: " + ", ".join(sorted(stale)), file=sys.stderr)
        return 1
    print("%d cases in %d files" % (total, len(files)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
