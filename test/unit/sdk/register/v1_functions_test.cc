// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// V1 functions (graph/operator_reg.h: INFER_FUNC_REG, VERIFY_FUNC_REG, INFER_FORMAT_FUNC_REG): their registration
// into this executable's plugin tables (OppkitOpImpl, ABI 1.4), and the V1 call the host makes through
// OppkitPluginInfo::v1_call with a plain-C request.
#include <catch2/catch.hpp>
#include <cstddef>
#include <cstring>
#include <stdexcept>
#include <string>
#include <vector>

#include "graph/operator_reg.h"
#include "register_test_helpers.h"

namespace ge {

REG_OP(V1TestPad)
    .INPUT(x, TensorType({DT_FLOAT}))
    .OPTIONAL_INPUT(pads, TensorType({DT_INT32}))
    .DYNAMIC_INPUT(extra, TensorType({DT_FLOAT}))
    .OUTPUT(y, TensorType({DT_FLOAT}))
    .DYNAMIC_OUTPUT(parts, TensorType({DT_FLOAT}))
    .ATTR(scale, Int, 1)
    .OP_END_FACTORY_REG(V1TestPad)

// y: x padded by the const `pads` (each dim + 2 * pads[d]) and scaled by `scale`; parts: one [k] per extra instance;
// without `pads`, y is x; y's dtype is int64 when x has a range (so the test sees the range reach the function).
IMPLEMT_INFERFUNC(V1TestPad, V1TestPadInfer) {
  std::vector<int64_t> dims = op.get_input_desc_x().GetShape().GetDims();
  Tensor pads;
  if (op.get_input_desc_pads().GetDataType() != DT_UNDEFINED && op.GetInputConstData("pads", pads) == GRAPH_SUCCESS) {
    const auto* values = reinterpret_cast<const int32_t*>(pads.GetData());
    for (size_t d = 0; d < dims.size() && d < pads.GetSize() / 4; ++d) dims[d] += 2 * values[d];
  }
  for (int64_t& d : dims) d *= op.get_attr_scale();
  TensorDesc y = op.get_output_desc_y();
  y.SetShape(Shape(dims));
  std::vector<std::pair<int64_t, int64_t>> range;
  if (op.get_input_desc_x().GetShapeRange(range) == GRAPH_SUCCESS && !range.empty()) {
    y.SetDataType(DT_INT64);
    y.SetShapeRange(range);
  }
  op.update_output_desc_y(y);
  for (uint32_t k = 0; k < static_cast<uint32_t>(op.GetDynamicInputNum("extra")); ++k) {
    TensorDesc part = op.get_dynamic_output_desc_parts(k);
    part.SetShape(Shape({static_cast<int64_t>(k)}));
    op.update_dynamic_output_desc_parts(k, part);
  }
  return GRAPH_SUCCESS;
}
INFER_FUNC_REG(V1TestPad, V1TestPadInfer);

IMPLEMT_VERIFIER(V1TestPad, V1TestPadVerify) {
  if (op.get_attr_scale() == 13) throw std::runtime_error("unlucky scale");
  return op.get_attr_scale() > 0 ? GRAPH_SUCCESS : GRAPH_FAILED;
}
VERIFY_FUNC_REG(V1TestPad, V1TestPadVerify);

IMPLEMT_INFERFORMAT_FUNC(V1TestPad, V1TestPadFormat) {
  TensorDesc y = op.get_output_desc_y();
  y.SetFormat(FORMAT_NHWC);
  return op.update_output_desc_y(y);
}
INFER_FORMAT_FUNC_REG(V1TestPad, V1TestPadFormat);

// Only a V1 function: the op still gets an entry in the op table.
COMMON_INFER_FUNC_REG(V1TestCopy, ELMTWISE_INFER_SHAPEANDTYPE("x", "y"));

}  // namespace ge

namespace oppkit::test {
namespace {

struct Reported {
  std::vector<int32_t> dtypes;
  std::vector<int32_t> formats;
  std::vector<std::vector<int64_t>> dims;
  std::vector<std::vector<int64_t>> range_min;
};

void OnOutput(void* context, uint32_t index, const OppkitV1Tensor* t) {
  auto* r = static_cast<Reported*>(context);
  if (r->dims.size() <= index) {
    r->dims.resize(index + 1);
    r->dtypes.resize(index + 1);
    r->formats.resize(index + 1);
    r->range_min.resize(index + 1);
  }
  r->dtypes[index] = t->dtype;
  r->formats[index] = t->format;
  r->dims[index].assign(t->dims, t->dims + t->dim_count);
  if (t->has_range != 0) r->range_min[index].assign(t->range_min, t->range_min + t->dim_count);
}

// One V1 call of V1TestPad: x [2, 3] (ranged if \p ranged), pads [1, 2] if \p with_pads, \p extras extra instances.
uint32_t CallPad(uint32_t kind, bool with_pads, uint32_t extras, int64_t scale, bool ranged, Reported* out) {
  const OppkitOpImpl* impl = FindImpl("V1TestPad");
  REQUIRE(impl != nullptr);
  const OppkitPluginInfo* info = OppkitGetPluginInfo();
  static const int64_t x_dims[] = {2, 3};
  static const int64_t x_min[] = {1, 1};
  static const int64_t x_max[] = {4, 6};
  static const int64_t pads_dims[] = {2};
  static const int32_t pads_value[] = {1, 2};
  std::vector<OppkitV1Tensor> inputs;
  OppkitV1Tensor x{};
  x.dtype = ge::DT_FLOAT;
  x.format = x.origin_format = ge::FORMAT_ND;
  x.dim_count = 2;
  x.dims = x_dims;
  if (ranged) {
    x.has_range = 1;
    x.range_min = x_min;
    x.range_max = x_max;
  }
  inputs.push_back(x);
  if (with_pads) {
    OppkitV1Tensor pads{};
    pads.dtype = ge::DT_INT32;
    pads.dim_count = 1;
    pads.dims = pads_dims;
    pads.data = pads_value;
    pads.data_size = sizeof(pads_value);
    inputs.push_back(pads);
  }
  for (uint32_t k = 0; k < extras; ++k) inputs.push_back(x);
  const uint32_t input_counts[] = {1, with_pads ? 1u : 0u, extras};
  const uint32_t output_counts[] = {1, extras};
  std::vector<OppkitV1Tensor> outputs(1 + extras);
  for (OppkitV1Tensor& o : outputs) o.dtype = ge::DT_FLOAT;
  const OppkitOpProto* proto = FindProto("V1TestPad");
  REQUIRE(proto != nullptr);
  const OppkitAttrValue scale_value{OPPKIT_ATTR_INT, 0, scale, 0, nullptr, nullptr, nullptr, nullptr, nullptr};
  const OppkitNamedAttr attrs[] = {{"scale", scale_value}};
  OppkitV1Request request{};
  request.struct_size = sizeof(request);
  request.node_name = "pad1";
  request.prototype = proto;
  request.input_counts = input_counts;
  request.output_counts = output_counts;
  request.inputs = inputs.data();
  request.outputs = outputs.data();
  request.attr_count = 1;
  request.attrs = attrs;
  OppkitV1Sink sink{};
  sink.struct_size = sizeof(sink);
  sink.context = out;
  sink.output = &OnOutput;
  return info->v1_call(impl->v1_functions[kind], kind, &request, &sink);
}

}  // namespace

TEST_CASE("V1 functions: registration reaches the op table with its sources", "[sdk][register][v1]") {
  const OppkitOpImpl* pad = FindImpl("V1TestPad");
  REQUIRE(pad != nullptr);
  for (uint32_t kind = 0; kind < OPPKIT_V1_KIND_COUNT; ++kind) {
    CHECK(pad->v1_functions[kind] != nullptr);
    REQUIRE(pad->v1_sources[kind].file != nullptr);
    CHECK_THAT(std::string(pad->v1_sources[kind].file), Catch::EndsWith("v1_functions_test.cc"));
  }
  CHECK(pad->infer_shape == nullptr);
  const OppkitOpImpl* copy = FindImpl("V1TestCopy");
  REQUIRE(copy != nullptr);
  CHECK(copy->v1_functions[OPPKIT_V1_INFER_SHAPE] != nullptr);
  CHECK(copy->v1_functions[OPPKIT_V1_VERIFY] == nullptr);
  CHECK(OppkitGetPluginInfo()->v1_call != nullptr);
  // ABI 1.4 appends to the 1.3 layouts.
  CHECK(offsetof(OppkitOpImpl, v1_sources) == offsetof(OppkitOpImpl, v1_functions) + 3 * sizeof(void*));
  CHECK(offsetof(OppkitOpImpl, tiling_data_class) ==
        offsetof(OppkitOpImpl, v1_sources) + 3 * sizeof(OppkitSourceLocation));
  CHECK(sizeof(OppkitOpImpl) == offsetof(OppkitOpImpl, tiling_fields) + sizeof(void*));
  CHECK(offsetof(OppkitPluginInfo, v1_call) == offsetof(OppkitPluginInfo, infer_symbol_shape_call) + 8);
  CHECK(OPPKIT_PLUGIN_ABI_MINOR == 4u);
}

TEST_CASE("V1 functions: the call builds the operator from the request and reports its outputs",
          "[sdk][register][v1]") {
  Reported r;
  REQUIRE(CallPad(OPPKIT_V1_INFER_SHAPE, true, 2, 2, false, &r) == ge::GRAPH_SUCCESS);
  REQUIRE(r.dims.size() == 3);                   // y, parts0, parts1
  CHECK(r.dims[0] == std::vector<int64_t>{8, 14});  // (2 + 2*1) * 2, (3 + 2*2) * 2: the const value was seen
  CHECK(r.dims[1] == std::vector<int64_t>{0});
  CHECK(r.dims[2] == std::vector<int64_t>{1});
  CHECK(r.dtypes[0] == ge::DT_FLOAT);  // as the host's initial desc had it

  // Without the optional input its desc is GE's invalid one; a range reaches the function and comes back.
  Reported plain;
  REQUIRE(CallPad(OPPKIT_V1_INFER_SHAPE, false, 0, 1, true, &plain) == ge::GRAPH_SUCCESS);
  CHECK(plain.dims[0] == std::vector<int64_t>{2, 3});
  CHECK(plain.dtypes[0] == ge::DT_INT64);
  CHECK(plain.range_min[0] == std::vector<int64_t>{1, 1});

  Reported formats;
  REQUIRE(CallPad(OPPKIT_V1_INFER_FORMAT, false, 0, 1, false, &formats) == ge::GRAPH_SUCCESS);
  CHECK(formats.formats[0] == ge::FORMAT_NHWC);
}

TEST_CASE("V1 functions: verifier failures, throws and malformed requests are GRAPH_FAILED", "[sdk][register][v1]") {
  CapturedLog& log = CapturedLog::Get();
  Reported r;
  CHECK(CallPad(OPPKIT_V1_VERIFY, false, 0, 1, false, &r) == ge::GRAPH_SUCCESS);
  CHECK(r.dims.empty());  // a verifier reports nothing
  CHECK(CallPad(OPPKIT_V1_VERIFY, false, 0, -1, false, &r) == ge::GRAPH_FAILED);
  CHECK(CallPad(OPPKIT_V1_VERIFY, false, 0, 13, false, &r) == ge::GRAPH_FAILED);
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"V1TestPad", "threw", "unlucky scale"}) >= 1);

  const OppkitPluginInfo* info = OppkitGetPluginInfo();
  const OppkitOpImpl* impl = FindImpl("V1TestPad");
  CHECK(info->v1_call(impl->v1_functions[0], 0, nullptr, nullptr) == ge::GRAPH_FAILED);
  OppkitV1Request no_proto{};
  no_proto.struct_size = sizeof(no_proto);
  CHECK(info->v1_call(impl->v1_functions[0], 0, &no_proto, nullptr) == ge::GRAPH_FAILED);
  CHECK(info->v1_call(impl->v1_functions[0], 7, &no_proto, nullptr) == ge::GRAPH_FAILED);
  CHECK(log.Count(OPPKIT_LOG_ERROR, {"V1 call refused"}) >= 3);
}

}  // namespace oppkit::test
