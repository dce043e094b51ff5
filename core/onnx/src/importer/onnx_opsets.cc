// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ONNX's op revisions: for each ai.onnx op, the opsets at which ONNX introduced a new definition of it (the
// `since_version` of each of its schemas), up to opset kNewestKnownOpset, as docs/onnx.md#opsets states them. The
// importer uses them to map a node of opset N with a parser registered for an earlier opset M when the op has no
// revision in (M, N] (Note [Opset resolution] in op_node_import.cc).
#include "importer/onnx_opsets.h"

#include <algorithm>
#include <cstdint>
#include <iterator>

namespace oppkit::detail {
namespace {

struct OpRevisions {
  std::string_view op;
  uint8_t since[6];  // ascending, zero-filled
};

// Generated from ONNX's operator-set registry (onnx/defs/operator_sets.h of ONNX 1.16, opsets 1 to 21), sorted by op
// name. Revisions of opsets 18 to 21 that only add element types (int4, float8, bool, string) keep the definition
// in force for a shape parser and are left out (docs/onnx.md#opsets lists them).
constexpr OpRevisions kRevisions[] = {
    {"Abs", {1, 6, 13}}, {"Acos", {7}}, {"Acosh", {9}}, {"Add", {1, 6, 7, 13, 14}}, {"AffineGrid", {20}},
    {"And", {1, 7}}, {"ArgMax", {1, 11, 12, 13}}, {"ArgMin", {1, 11, 12, 13}}, {"Asin", {7}}, {"Asinh", {9}},
    {"Atan", {7}}, {"Atanh", {9}}, {"AveragePool", {1, 7, 10, 11, 19}}, {"BatchNormalization", {1, 6, 7, 9, 14, 15}},
    {"Bernoulli", {15}}, {"BitShift", {11}}, {"BitwiseAnd", {18}}, {"BitwiseNot", {18}}, {"BitwiseOr", {18}},
    {"BitwiseXor", {18}}, {"BlackmanWindow", {17}}, {"Cast", {1, 6, 9, 13}}, {"CastLike", {15}}, {"Ceil", {1, 6, 13}},
    {"Celu", {12}}, {"CenterCropPad", {18}}, {"Clip", {1, 6, 11, 12, 13}}, {"Col2Im", {18}}, {"Compress", {9, 11}},
    {"Concat", {1, 4, 11, 13}}, {"ConcatFromSequence", {11}}, {"Constant", {1, 9, 11, 12, 13}},
    {"ConstantOfShape", {9}}, {"Conv", {1, 11}}, {"ConvInteger", {10}}, {"ConvTranspose", {1, 11}}, {"Cos", {7}},
    {"Cosh", {9}}, {"CumSum", {11, 14}}, {"DFT", {17, 20}}, {"DeformConv", {19}}, {"DepthToSpace", {1, 11, 13}},
    {"DequantizeLinear", {10, 13, 21}}, {"Det", {11}}, {"Div", {1, 6, 7, 13, 14}}, {"Dropout", {1, 6, 7, 10, 12, 13}},
    {"DynamicQuantizeLinear", {11}}, {"Einsum", {12}}, {"Elu", {1, 6}}, {"Equal", {1, 7, 11, 13}}, {"Erf", {9, 13}},
    {"Exp", {1, 6, 13}}, {"Expand", {8, 13}}, {"EyeLike", {9}}, {"Flatten", {1, 9, 11, 13}}, {"Floor", {1, 6, 13}},
    {"GRU", {1, 3, 7, 14}}, {"Gather", {1, 11, 13}}, {"GatherElements", {11, 13}}, {"GatherND", {11, 12, 13}},
    {"Gelu", {20}}, {"Gemm", {1, 6, 7, 9, 11, 13}}, {"GlobalAveragePool", {1}}, {"GlobalLpPool", {1, 2}},
    {"GlobalMaxPool", {1}}, {"Greater", {1, 7, 9, 13}}, {"GreaterOrEqual", {12, 16}}, {"GridSample", {16, 20}},
    {"GroupNormalization", {18, 21}}, {"HammingWindow", {17}}, {"HannWindow", {17}}, {"HardSigmoid", {1, 6}},
    {"HardSwish", {14}}, {"Hardmax", {1, 11, 13}}, {"Identity", {1, 13, 14, 16}}, {"If", {1, 11, 13, 16}},
    {"ImageDecoder", {20}}, {"InstanceNormalization", {1, 6}}, {"IsInf", {10}}, {"IsNaN", {9, 13}}, {"LRN", {1, 13}},
    {"LSTM", {1, 7, 14}}, {"LayerNormalization", {17}}, {"LeakyRelu", {1, 6, 16}}, {"Less", {1, 7, 9, 13}},
    {"LessOrEqual", {12, 16}}, {"Log", {1, 6, 13}}, {"LogSoftmax", {1, 11, 13}}, {"Loop", {1, 11, 13, 16}},
    {"LpNormalization", {1}}, {"LpPool", {1, 2, 11, 18}}, {"MatMul", {1, 9, 13}}, {"MatMulInteger", {10}},
    {"Max", {1, 6, 8, 12, 13}}, {"MaxPool", {1, 8, 10, 11, 12}}, {"MaxRoiPool", {1}}, {"MaxUnpool", {9, 11}},
    {"Mean", {1, 6, 8, 13}}, {"MeanVarianceNormalization", {9, 13}}, {"MelWeightMatrix", {17}},
    {"Min", {1, 6, 8, 12, 13}}, {"Mish", {18}}, {"Mod", {10, 13}}, {"Mul", {1, 6, 7, 13, 14}}, {"Multinomial", {7}},
    {"Neg", {1, 6, 13}}, {"NegativeLogLikelihoodLoss", {12, 13}}, {"NonMaxSuppression", {10, 11}},
    {"NonZero", {9, 13}}, {"Not", {1}}, {"OneHot", {9, 11}}, {"Optional", {15}}, {"OptionalGetElement", {15}},
    {"OptionalHasElement", {15}}, {"Or", {1, 7}}, {"PRelu", {1, 6, 7, 9, 16}}, {"Pad", {1, 2, 11, 13, 18, 19}},
    {"Pow", {1, 7, 12, 13, 15}}, {"QLinearConv", {10}}, {"QLinearMatMul", {10}}, {"QuantizeLinear", {10, 13, 21}},
    {"RNN", {1, 7, 14}}, {"RandomNormal", {1}}, {"RandomNormalLike", {1}}, {"RandomUniform", {1}},
    {"RandomUniformLike", {1}}, {"Range", {11}}, {"Reciprocal", {1, 6, 13}}, {"ReduceL1", {1, 11, 13, 18}},
    {"ReduceL2", {1, 11, 13, 18}}, {"ReduceLogSum", {1, 11, 13, 18}}, {"ReduceLogSumExp", {1, 11, 13, 18}},
    {"ReduceMax", {1, 11, 12, 13, 18}}, {"ReduceMean", {1, 11, 13, 18}}, {"ReduceMin", {1, 11, 12, 13, 18}},
    {"ReduceProd", {1, 11, 13, 18}}, {"ReduceSum", {1, 11, 13}}, {"ReduceSumSquare", {1, 11, 13, 18}},
    {"RegexFullMatch", {20}}, {"Relu", {1, 6, 13, 14}}, {"Reshape", {1, 5, 13, 14}}, {"Resize", {10, 11, 13, 18, 19}},
    {"ReverseSequence", {10}}, {"RoiAlign", {10, 16}}, {"Round", {11}}, {"STFT", {17}}, {"Scan", {8, 9, 11, 16}},
    {"Scatter", {9, 11}}, {"ScatterElements", {11, 13, 16, 18}}, {"ScatterND", {11, 13, 16, 18}}, {"Selu", {1, 6}},
    {"SequenceAt", {11}}, {"SequenceConstruct", {11}}, {"SequenceEmpty", {11}}, {"SequenceErase", {11}},
    {"SequenceInsert", {11}}, {"SequenceLength", {11}}, {"SequenceMap", {17}}, {"Shape", {1, 13, 15}},
    {"Shrink", {9}}, {"Sigmoid", {1, 6, 13}}, {"Sign", {9, 13}}, {"Sin", {7}}, {"Sinh", {9}}, {"Size", {1, 13}},
    {"Slice", {1, 10, 11, 13}}, {"Softmax", {1, 11, 13}}, {"SoftmaxCrossEntropyLoss", {12, 13}}, {"Softplus", {1}},
    {"Softsign", {1}}, {"SpaceToDepth", {1, 13}}, {"Split", {1, 2, 11, 13, 18}}, {"SplitToSequence", {11}},
    {"Sqrt", {1, 6, 13}}, {"Squeeze", {1, 11, 13}}, {"StringConcat", {20}}, {"StringNormalizer", {10}},
    {"StringSplit", {20}}, {"Sub", {1, 6, 7, 13, 14}}, {"Sum", {1, 6, 8, 13}}, {"Tan", {7}}, {"Tanh", {1, 6, 13}},
    {"TfIdfVectorizer", {9}}, {"ThresholdedRelu", {10}}, {"Tile", {1, 6, 13}}, {"TopK", {1, 10, 11}},
    {"Transpose", {1, 13}}, {"Trilu", {14}}, {"Unique", {11}}, {"Unsqueeze", {1, 11, 13}},
    {"Upsample", {1, 7, 9, 10}}, {"Where", {9, 16}}, {"Xor", {1, 7}},
};

}  // namespace

int64_t DefinitionSince(std::string_view op, int64_t opset) {
  if (opset < 1 || opset > kNewestKnownOpset) return 0;
  const auto* end = std::end(kRevisions);
  const auto* it = std::lower_bound(std::begin(kRevisions), end, op,
                                    [](const OpRevisions& r, std::string_view name) { return r.op < name; });
  if (it == end || it->op != op) return 0;
  int64_t since = 0;
  for (const uint8_t version : it->since) {
    if (version != 0 && version <= opset) since = version;
  }
  return since;
}

}  // namespace oppkit::detail
