// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// V1 functions (graph/operator_factory.h, graph/operator_reg.h): their registration into the library's op
// implementation table, BroadCastInfer, and the plugin's side of a V1 call.
#include <cstddef>
#include <cstring>
#include <deque>
#include <exception>
#include <memory>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "framework/common/debug/ge_log.h"
#include "graph/operator_factory.h"
#include "graph/operator_reg.h"
#include "op_impl_local_registry.h"
#include "prototype_operator.h"
#include "v1_call.h"

namespace oppkit {
namespace detail {
namespace {

const char* const kRegisterNames[OPPKIT_V1_KIND_COUNT] = {"InferShapeFuncRegister", "VerifyFuncRegister",
                                                          "InferFormatFuncRegister"};

// The registered functions, at stable addresses: the plugin tables point at them (OpImplRecord::v1_functions). They
// live as long as the library.
const ge::InferShapeFunc* Store(const ge::InferShapeFunc& fn) {
  static std::mutex mu;
  static std::deque<ge::InferShapeFunc> store;
  std::lock_guard<std::mutex> lock(mu);
  store.push_back(fn);
  return &store.back();
}

void RegisterV1(uint32_t kind, const char* op_type, const ge::InferShapeFunc& fn, const char* file,
                uint32_t line) noexcept {
  try {
    if (op_type == nullptr || *op_type == '\0' || !fn) {
      GELOGE(ge::GRAPH_FAILED, "%s without %s ignored (%s:%u)", kRegisterNames[kind], fn ? "an op type" : "a function",
             OrEmpty(file), line);
      return;
    }
    OpImplRecord block;
    block.op_type = op_type;
    block.v1_functions[kind] = Store(fn);
    block.v1_sources[kind] = OppkitSourceLocation{file, line, 0};
    LocalOpImplRegistry::Instance().Merge(block);
  } catch (const std::exception& e) {
    GELOGE(ge::GRAPH_FAILED, "%s(%s) failed: %s", kRegisterNames[kind], OrEmpty(op_type), e.what());
  }
}

}  // namespace
}  // namespace detail
}  // namespace oppkit

namespace ge {

InferShapeFuncRegister::InferShapeFuncRegister(const std::string& operator_type, const InferShapeFunc& infer_shape_func)
    : InferShapeFuncRegister(operator_type.c_str(), infer_shape_func) {}
InferShapeFuncRegister::InferShapeFuncRegister(const char_t* operator_type, const InferShapeFunc& infer_shape_func,
                                               const char_t* file, uint32_t line) {
  oppkit::detail::RegisterV1(OPPKIT_V1_INFER_SHAPE, operator_type, infer_shape_func, file, line);
}
InferFormatFuncRegister::InferFormatFuncRegister(const std::string& operator_type,
                                                 const InferFormatFunc& infer_format_func)
    : InferFormatFuncRegister(operator_type.c_str(), infer_format_func) {}
InferFormatFuncRegister::InferFormatFuncRegister(const char_t* operator_type, const InferFormatFunc& infer_format_func,
                                                 const char_t* file, uint32_t line) {
  oppkit::detail::RegisterV1(OPPKIT_V1_INFER_FORMAT, operator_type, infer_format_func, file, line);
}
VerifyFuncRegister::VerifyFuncRegister(const std::string& operator_type, const VerifyFunc& verify_func)
    : VerifyFuncRegister(operator_type.c_str(), verify_func) {}
VerifyFuncRegister::VerifyFuncRegister(const char_t* operator_type, const VerifyFunc& verify_func, const char_t* file,
                                       uint32_t line) {
  oppkit::detail::RegisterV1(OPPKIT_V1_VERIFY, operator_type, verify_func, file, line);
}

graphStatus BroadCastInfer(const std::function<std::vector<int64_t>()>& get_in1_shape,
                           const std::function<std::vector<int64_t>()>& get_in2_shape,
                           const std::function<void(const std::vector<int64_t>& y_shape)>& set_out_shape) {
  const std::vector<int64_t> a = get_in1_shape();
  const std::vector<int64_t> b = get_in2_shape();
  const auto unknown_rank = [](const std::vector<int64_t>& s) { return s.size() == 1 && s[0] == UNKNOWN_DIM_NUM; };
  if (unknown_rank(a) || unknown_rank(b)) {
    set_out_shape({UNKNOWN_DIM_NUM});
    return GRAPH_SUCCESS;
  }
  // Right-aligned numpy broadcasting: equal dims, or one of them 1; an unknown dim against 1 stays unknown, against a
  // known dim d > 1 becomes d (the only size that can broadcast).
  const size_t rank = a.size() > b.size() ? a.size() : b.size();
  std::vector<int64_t> y(rank);
  for (size_t k = 0; k < rank; ++k) {
    const int64_t da = k < rank - a.size() ? 1 : a[k - (rank - a.size())];
    const int64_t db = k < rank - b.size() ? 1 : b[k - (rank - b.size())];
    if (da == db || db == 1) {
      y[k] = da;
    } else if (da == 1) {
      y[k] = db;
    } else if (da == UNKNOWN_DIM || db == UNKNOWN_DIM) {
      y[k] = da == UNKNOWN_DIM ? db : da;
    } else {
      GELOGE(GRAPH_FAILED, "shapes cannot broadcast: dim %zu is %ld in one and %ld in the other", k,
             static_cast<long>(da), static_cast<long>(db));
      return GRAPH_FAILED;
    }
  }
  set_out_shape(y);
  return GRAPH_SUCCESS;
}

}  // namespace ge

namespace oppkit {
namespace detail {
namespace {

// Note [V1 calls]
// GE runs an op that has only V1 functions through a ge::Operator built from its node (CompatibleInferShape): the
// operator holds the node's attrs and input descs (with their constant data, where the graph has it), the function
// updates the output descs, and GE reads them back. A V1 call does the same for the host's request: the operator is
// built from the host's prototype (as a parse call builds op_dest), so the function finds inputs, outputs and attrs by
// their IR names whether or not this library holds the op's REG_OP; dynamic instances are registered before the descs
// are set; every input desc gets its shape as both shape and origin shape, its range and, for an input whose value the
// request gives, that value as const data (Operator::GetInputConstData). The output descs start as the host's (dtype
// from the prototype's rules, formats from format inference) with no dims. After a successful InferShape or
// InferFormat, every output desc goes back through the sink.

ge::TensorDesc ToDesc(const OppkitV1Tensor& t) {
  std::vector<int64_t> dims;
  if (t.dims != nullptr) dims.assign(t.dims, t.dims + t.dim_count);
  ge::TensorDesc desc(ge::Shape(dims), static_cast<ge::Format>(t.format), static_cast<ge::DataType>(t.dtype));
  desc.SetOriginShape(ge::Shape(dims));
  desc.SetOriginFormat(static_cast<ge::Format>(t.origin_format));
  desc.SetRealDimCnt(static_cast<int64_t>(dims.size()));
  if (t.has_range != 0 && t.range_min != nullptr && t.range_max != nullptr) {
    std::vector<std::pair<int64_t, int64_t>> range;
    for (uint64_t d = 0; d < t.dim_count; ++d) range.emplace_back(t.range_min[d], t.range_max[d]);
    desc.SetShapeRange(range);
  }
  if (t.data != nullptr) {
    std::unique_ptr<uint8_t[]> bytes(new uint8_t[t.data_size == 0 ? 1 : t.data_size]);
    if (t.data_size != 0) std::memcpy(bytes.get(), t.data, t.data_size);
    desc.SetConstData(std::move(bytes), static_cast<size_t>(t.data_size));
  }
  return desc;
}

// Checks what the call reads of \p r; "" if usable, else why not.
const char* RequestProblem(const OppkitV1Request* r) {
  if (r == nullptr || r->struct_size < sizeof(OppkitV1Request)) return "no request, or an older host's";
  if (r->prototype == nullptr || r->prototype->op_type == nullptr) return "no prototype";
  const OppkitOpProto& p = *r->prototype;
  if ((p.input_count != 0 && (r->input_counts == nullptr || p.inputs == nullptr)) ||
      (p.output_count != 0 && (r->output_counts == nullptr || p.outputs == nullptr))) {
    return "no instance counts";
  }
  if (r->attr_count != 0 && r->attrs == nullptr) return "no attrs";
  return "";
}

// Builds the operator of \p r (Note [V1 calls]) into \p op; false if a desc cannot be set (logged).
bool BuildOperator(const OppkitV1Request& r, ge::Operator& op) {
  const OppkitOpProto& proto = *r.prototype;
  uint32_t inputs = 0;
  for (uint32_t i = 0; i < proto.input_count; ++i) {
    const OppkitIrTensor& ir = proto.inputs[i];
    if (ir.kind == OPPKIT_IO_DYNAMIC) op.DynamicInputRegister(OrEmpty(ir.name), r.input_counts[i]);
    inputs += r.input_counts[i];
  }
  uint32_t outputs = 0;
  for (uint32_t o = 0; o < proto.output_count; ++o) {
    const OppkitIrTensor& ir = proto.outputs[o];
    if (ir.kind == OPPKIT_IO_DYNAMIC) op.DynamicOutputRegister(OrEmpty(ir.name), r.output_counts[o]);
    outputs += r.output_counts[o];
  }
  if ((inputs != 0 && r.inputs == nullptr) || (outputs != 0 && r.outputs == nullptr)) {
    GELOGE(ge::GRAPH_FAILED, "V1 call for '%s': the request has no tensors", proto.op_type);
    return false;
  }
  // Instances in IR order; an absent optional input keeps its default desc (GE's invalid desc) and no slot.
  uint32_t flat = 0;
  uint32_t slot = 0;
  for (uint32_t i = 0; i < proto.input_count; ++i) {
    const OppkitIrTensor& ir = proto.inputs[i];
    if (ir.kind == OPPKIT_IO_OPTIONAL && r.input_counts[i] == 0) {
      ge::TensorDesc absent;
      absent.SetDataType(ge::DT_UNDEFINED);
      (void)op.UpdateInputDesc(slot++, absent);
      continue;
    }
    for (uint32_t k = 0; k < r.input_counts[i]; ++k) {
      if (op.UpdateInputDesc(slot++, ToDesc(r.inputs[flat++])) != ge::GRAPH_SUCCESS) return false;
    }
  }
  for (uint32_t o = 0; o < outputs; ++o) {
    if (op.UpdateOutputDesc(o, ToDesc(r.outputs[o])) != ge::GRAPH_SUCCESS) return false;
  }
  for (uint32_t a = 0; a < r.attr_count; ++a) {
    const OppkitNamedAttr& attr = r.attrs[a];
    if (attr.name != nullptr && *attr.name != '\0') SetOperatorAttr(op, attr.name, AttrValue::FromAbi(attr.value));
  }
  return true;
}

void ReportOutputs(const ge::Operator& op, const OppkitV1Sink& sink) {
  if (sink.struct_size < offsetof(OppkitV1Sink, output) + sizeof(sink.output) || sink.output == nullptr) return;
  const size_t count = op.GetOutputsSize();
  for (size_t o = 0; o < count; ++o) {
    const ge::TensorDesc desc = op.GetOutputDesc(static_cast<uint32_t>(o));
    const std::vector<int64_t> dims = desc.GetShape().GetDims();
    std::vector<std::pair<int64_t, int64_t>> range;
    (void)desc.GetShapeRange(range);
    std::vector<int64_t> lo;
    std::vector<int64_t> hi;
    for (const auto& [min, max] : range) {
      lo.push_back(min);
      hi.push_back(max);
    }
    OppkitV1Tensor t{};
    t.dtype = static_cast<int32_t>(desc.GetDataType());
    t.format = static_cast<int32_t>(desc.GetFormat());
    t.origin_format = static_cast<int32_t>(desc.GetOriginFormat());
    t.dim_count = dims.size();
    t.dims = dims.data();
    t.has_range = !range.empty() && range.size() == dims.size() ? 1u : 0u;
    t.range_min = t.has_range != 0 ? lo.data() : nullptr;
    t.range_max = t.has_range != 0 ? hi.data() : nullptr;
    sink.output(sink.context, static_cast<uint32_t>(o), &t);
  }
}

}  // namespace

uint32_t CallV1Function(const void* function, uint32_t kind, const OppkitV1Request* request,
                        const OppkitV1Sink* sink) noexcept {
  const char* problem = RequestProblem(request);
  if (function == nullptr || kind >= OPPKIT_V1_KIND_COUNT || *problem != '\0') {
    GELOGE(ge::GRAPH_FAILED, "V1 call refused: %s",
           function == nullptr ? "no function"
           : *problem != '\0'  ? problem
                               : "an unknown kind");
    return ge::GRAPH_FAILED;
  }
  const char* op_type = request->prototype->op_type;
  const char* node = request->node_name == nullptr ? op_type : request->node_name;
  try {
    PrototypeOperator built(node, op_type, request->prototype);
    ge::Operator op = built;  // shares its state; the function sees a plain ge::Operator
    if (!BuildOperator(*request, op)) return ge::GRAPH_FAILED;
    const auto& fn = *static_cast<const ge::InferShapeFunc*>(function);
    const ge::graphStatus status = fn(op);
    if (status == ge::GRAPH_SUCCESS && kind != OPPKIT_V1_VERIFY && sink != nullptr) ReportOutputs(op, *sink);
    return status;
  } catch (const std::exception& e) {
    GELOGE(ge::GRAPH_FAILED, "the V1 function of '%s' threw on node '%s': %s", op_type, node, e.what());
  } catch (...) {
    GELOGE(ge::GRAPH_FAILED, "the V1 function of '%s' threw on node '%s'", op_type, node);
  }
  return ge::GRAPH_FAILED;
}

}  // namespace detail
}  // namespace oppkit
