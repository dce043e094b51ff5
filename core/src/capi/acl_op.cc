// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// acl/acl_op.h: op attributes and aclopInferShape, a thin layer over oppkit::InferOp (shape_query.h). See
// Note [C API boundary] in acl_base.cc for the error conventions.
#include <algorithm>
#include <cctype>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "capi/acl_objects.h"
#include "oppkit/core/op_package_loader.h"
#include "oppkit/core/op_registry.h"
#include "oppkit/core/shape_query.h"
#include "util/log.h"

namespace oppkit::capi {
namespace {

// Note [C API registry]
// ACL has no "registry" argument: aclopInferShape finds ops in the process's OPP tree, loaded on first use. So the
// C API keeps the one process-wide registry of the core (the C++ API has none; see docs/design.md §8.4). It is built
// by a function-local static (thread-safe, once) and deliberately never destroyed: op libraries must stay loaded
// until the process ends, and a destructor would race with other static destructors or threads still calling in.
// Packages that fail to load are skipped (logged once); the report is kept so that a failing query can say why an
// op is missing.
struct DefaultOpp {
  OpRegistry registry;
  LoadReport report;
};

const DefaultOpp& GetDefaultOpp() {
  static const DefaultOpp* const opp = [] {
    auto* d = new DefaultOpp();
    d->report = LoadOpPackages(LoadOptions{}, d->registry);
    for (const Status& st : d->report.AllErrors()) OPPKIT_LOG_WARN("aclopInferShape: {}", st.message());
    return d;
  }();
  return *opp;
}

aclError Fail(const Status& status) { return SetError(AclErrorOf(status.code()), status); }

ge::DataType ToGe(aclDataType dt) { return dt == ACL_DT_UNDEFINED ? ge::DT_UNDEFINED : static_cast<ge::DataType>(dt); }
aclDataType ToAcl(ge::DataType dt) {
  return dt == ge::DT_UNDEFINED || dt < 0 || dt >= ge::DT_MAX ? ACL_DT_UNDEFINED : static_cast<aclDataType>(dt);
}

// An absent optional input: a NULL entry or a placeholder desc of type ACL_DT_UNDEFINED (ACL's convention).
bool IsAbsent(const aclTensorDesc* d) { return d == nullptr || d->dtype == ACL_DT_UNDEFINED; }

// True if \p name names IR tensor \p ir_name or one instance of it (`x`, `x0`, `x12`).
bool NameMatches(const std::string& name, const std::string& ir_name) {
  if (name.size() < ir_name.size() || name.compare(0, ir_name.size(), ir_name) != 0) return false;
  for (size_t i = ir_name.size(); i < name.size(); ++i) {
    if (!std::isdigit(static_cast<unsigned char>(name[i]))) return false;
  }
  return true;
}

// True if \p name belongs to one of the IR tensors after position \p from.
bool NamesLaterTensor(const std::string& name, const std::vector<IrTensor>& tensors, size_t from) {
  for (size_t k = from; k < tensors.size(); ++k) {
    if (NameMatches(name, tensors[k].name)) return true;
  }
  return false;
}

// True if \p d is named as an instance of dynamic IR tensor \p i: `x` or `x<k>`, unless the name is exactly that of
// another IR tensor (a later input `x1` beside a dynamic `x`).
bool IsInstanceOf(const aclTensorDesc* d, const std::vector<IrTensor>& tensors, size_t i) {
  if (d == nullptr || !NameMatches(d->name, tensors[i].name)) return false;
  for (size_t k = 0; k < tensors.size(); ++k) {
    if (k != i && d->name == tensors[k].name) return false;
  }
  return true;
}

// `'Op'`, as the query engine names an op in its messages.
std::string Subject(const char* op_type) { return std::string("'") + op_type + "'"; }

TensorDesc ToTensor(const aclTensorDesc& d, const aclDataBuffer* buffer, bool data_dependent) {
  TensorDesc t;
  t.dtype = ToGe(d.dtype);
  t.shape = d.dims;
  t.format = d.format == ACL_FORMAT_UNDEFINED ? ge::FORMAT_ND : static_cast<ge::Format>(d.format);
  t.name = d.name;
  if (!d.range.empty()) t.range = d.range;
  if (d.is_const) {
    t.value = d.const_data;
  } else if (data_dependent && buffer != nullptr && buffer->data != nullptr && buffer->size > 0) {
    // Note [Values from data buffers]: host-only, so an input buffer holds host data. Buffers may be padded
    // (device allocations are rounded up); a known-shape tensor reads exactly its own size from it.
    size_t size = buffer->size;
    const size_t want = aclGetTensorDescSize(&d);
    if (want > 0 && want < size) size = want;
    const auto* bytes = static_cast<const uint8_t*>(buffer->data);
    t.value = std::vector<uint8_t>(bytes, bytes + size);
  }
  return t;
}

// Maps ACL's flat input desc list onto the prototype's IR inputs (see acl_op.h). Without a prototype (unknown op),
// every desc becomes one positional input and InferOp reports the real problem.
Status MapInputs(const char* op_type, const OpEntry* entry, int num_inputs, aclTensorDesc* const* descs,
                 aclDataBuffer* const* buffers, std::vector<InputArg>* args) {
  const auto n = static_cast<size_t>(num_inputs);
  auto buffer_at = [&](size_t k) -> const aclDataBuffer* { return buffers == nullptr ? nullptr : buffers[k]; };
  if (entry == nullptr || entry->prototype == nullptr) {
    for (size_t k = 0; k < n; ++k) {
      args->push_back(IsAbsent(descs[k]) ? InputArg::Absent() : InputArg(ToTensor(*descs[k], nullptr, false)));
    }
    return Status::Ok();
  }
  const std::vector<IrTensor>& ir = entry->prototype->inputs;
  size_t next = 0;
  for (size_t i = 0; i < ir.size(); ++i) {
    const bool dependent = entry->functions.SeesInputValue(i);
    if (ir[i].dynamic()) {
      std::vector<TensorDesc> instances;
      while (next < n && IsInstanceOf(descs[next], ir, i)) {
        instances.push_back(ToTensor(*descs[next], buffer_at(next), dependent));
        ++next;
      }
      if (instances.empty() && next < n && (descs[next] == nullptr || descs[next]->name.empty())) {
        return Status(ErrorCode::kInferDynamicInput,
                      Subject(op_type) + ": input " + std::to_string(i) + " (" + ir[i].name +
                          ") is a DYNAMIC_INPUT: name its instances with aclSetTensorDescName ('" + ir[i].name +
                          "0', '" + ir[i].name + "1', ...), as ACL requires");
      }
      args->push_back(InputArg::List(std::move(instances)));
      continue;
    }
    if (next >= n) {
      if (ir[i].optional()) continue;  // trailing absent optional inputs may be left out
      break;                           // InferOp reports the missing input
    }
    const aclTensorDesc* d = descs[next];
    if (ir[i].optional() && d != nullptr && !d->name.empty() && !NameMatches(d->name, ir[i].name) &&
        NamesLaterTensor(d->name, ir, i + 1)) {
      args->push_back(InputArg::Absent());  // the desc belongs to a later input: this optional one is absent
      continue;
    }
    args->push_back(IsAbsent(d) ? InputArg::Absent() : InputArg(ToTensor(*d, buffer_at(next), dependent)));
    ++next;
  }
  for (; next < n; ++next) {  // extra descs: InferOp reports infer.input_count
    args->push_back(IsAbsent(descs[next]) ? InputArg::Absent() : InputArg(ToTensor(*descs[next], nullptr, false)));
  }
  return Status::Ok();
}

// Maps ACL's flat output desc list onto the IR outputs: per IR output, the descs that receive its instances.
Status MapOutputs(const char* op_type, const OpEntry* entry, int num_outputs, aclTensorDesc* const* descs,
                  std::vector<OutputHint>* hints, std::vector<std::vector<aclTensorDesc*>>* targets) {
  const auto n = static_cast<size_t>(num_outputs);
  auto hint_of = [](const aclTensorDesc* d) {
    OutputHint h;
    if (d != nullptr && d->dtype != ACL_DT_UNDEFINED) h.dtype = ToGe(d->dtype);
    return h;
  };
  if (entry == nullptr || entry->prototype == nullptr) {
    for (size_t k = 0; k < n; ++k) {
      hints->push_back(hint_of(descs[k]));
      targets->push_back({descs[k]});
    }
    return Status::Ok();
  }
  const std::vector<IrTensor>& ir = entry->prototype->outputs;
  size_t next = 0;
  for (size_t i = 0; i < ir.size(); ++i) {
    if (ir[i].dynamic()) {
      std::vector<aclTensorDesc*> instances;
      OutputHint hint;
      while (next < n && IsInstanceOf(descs[next], ir, i)) {
        if (!hint.dtype) hint.dtype = hint_of(descs[next]).dtype;
        instances.push_back(descs[next++]);
      }
      if (instances.empty() && next < n && (descs[next] == nullptr || descs[next]->name.empty())) {
        return Status(ErrorCode::kInferBadOutput,
                      Subject(op_type) + ": output " + std::to_string(i) + " (" + ir[i].name +
                          ") is a DYNAMIC_OUTPUT: name its descs with aclSetTensorDescName ('" + ir[i].name + "0', '" +
                          ir[i].name + "1', ...), as ACL requires");
      }
      hint.count = static_cast<uint32_t>(instances.size());
      hints->push_back(hint);
      targets->push_back(std::move(instances));
      continue;
    }
    if (next >= n) {
      return Status(ErrorCode::kInferBadOutput, Subject(op_type) + ": " + std::to_string(n) +
                                                    " output descs given, but output " + std::to_string(i) + " (" +
                                                    ir[i].name + ") has none");
    }
    hints->push_back(hint_of(descs[next]));
    targets->push_back({descs[next++]});
  }
  if (next < n) {
    return Status(ErrorCode::kInferBadOutput, Subject(op_type) + ": " + std::to_string(n) +
                                                  " output descs given, the prototype has " +
                                                  std::to_string(ir.size()) + " outputs");
  }
  return Status::Ok();
}

void WriteBack(const TensorDesc& out, aclTensorDesc* d) {
  if (d == nullptr) return;
  d->dtype = ToAcl(out.dtype);
  d->dims = out.shape;
  d->range.clear();
  if (out.range && out.range->size() == out.shape.size()) d->range = *out.range;
  if (d->format == ACL_FORMAT_UNDEFINED) d->format = static_cast<aclFormat>(ge::GetPrimaryFormat(out.format));
}

aclError InferShape(const char* op_type, int num_inputs, aclTensorDesc* input_desc[], aclDataBuffer* inputs[],
                    int num_outputs, aclTensorDesc* output_desc[], const aclopAttr* attr) {
  constexpr const char* kFn = "aclopInferShape";
  if (op_type == nullptr) return NullArgument(kFn, "opType");
  if (num_inputs < 0) return BadArgument(kFn, "numInputs is negative");
  if (num_outputs < 0) return BadArgument(kFn, "numOutputs is negative");
  if (num_inputs > 0 && input_desc == nullptr) return NullArgument(kFn, "inputDesc");
  if (num_outputs > 0 && output_desc == nullptr) return NullArgument(kFn, "outputDesc");

  const DefaultOpp& opp = GetDefaultOpp();
  const std::shared_ptr<const RegistrySnapshot> snapshot = opp.registry.Snapshot();
  const OpEntry* entry = snapshot->Find(op_type);
  if (entry == nullptr && opp.report.loaded_count() == 0) {
    std::string why = "no op package could be loaded";
    const std::vector<Status> errors = opp.report.AllErrors();
    if (!errors.empty()) why += ": " + errors.front().message();
    return SetError(ACL_ERROR_OP_LOAD_FAILED,
                    Status(ErrorCode::kInferUnknownOp, Subject(op_type) + ": unknown op (" + why + ")"));
  }

  OpQuery query;
  query.op_type = op_type;
  Status st = MapInputs(op_type, entry, num_inputs, input_desc, inputs, &query.inputs);
  if (!st.ok()) return Fail(st);
  std::vector<std::vector<aclTensorDesc*>> targets;
  st = MapOutputs(op_type, entry, num_outputs, output_desc, &query.outputs, &targets);
  if (!st.ok()) return Fail(st);
  if (attr != nullptr) query.attrs = attr->values;

  Result<QueryResult> result = InferOp(*snapshot, query);
  if (!result.ok()) return Fail(result.status());
  const std::vector<OutputArg>& outputs = result->outputs;
  if (outputs.size() != targets.size()) {
    return Fail(Status(ErrorCode::kInternal, Subject(op_type) + ": " + std::to_string(outputs.size()) +
                                                 " outputs inferred, " + std::to_string(targets.size()) + " expected"));
  }
  for (size_t i = 0; i < outputs.size(); ++i) {
    const size_t count = std::min(outputs[i].descs.size(), targets[i].size());
    for (size_t k = 0; k < count; ++k) WriteBack(outputs[i].descs[k], targets[i][k]);
  }
  return ACL_SUCCESS;
}

// Checks the arguments shared by every attr setter.
aclError CheckAttrArgs(const char* function, const aclopAttr* attr, const char* name) {
  if (attr == nullptr) return NullArgument(function, "attr");
  if (name == nullptr) return NullArgument(function, "attrName");
  return ACL_SUCCESS;
}

aclError CheckList(const char* function, int count, const void* values) {
  if (count < 0) return BadArgument(function, "numValues is negative (" + std::to_string(count) + ")");
  if (count > 0 && values == nullptr) return NullArgument(function, "values");
  return ACL_SUCCESS;
}

// Sets \p name to the value \p make() builds, after the common checks (and \p check, if it fails).
template <typename Make>
aclError SetAttr(const char* function, aclopAttr* attr, const char* name, aclError check, Make&& make) {
  const aclError common = CheckAttrArgs(function, attr, name);
  if (common != ACL_SUCCESS) return common;
  if (check != ACL_SUCCESS) return check;
  return Guarded<aclError>(ACL_ERROR_BAD_ALLOC, [&]() -> aclError {
    attr->Set(name, make());
    return ACL_SUCCESS;
  });
}

}  // namespace
}  // namespace oppkit::capi

using oppkit::AttrValue;
using oppkit::capi::CheckList;
using oppkit::capi::SetAttr;

extern "C" {

aclopAttr* aclopCreateAttr(void) {
  return oppkit::capi::Guarded<aclopAttr*>(nullptr, []() -> aclopAttr* { return new aclopAttr(); });
}

void aclopDestroyAttr(const aclopAttr* attr) { delete attr; }

aclError aclopSetAttrBool(aclopAttr* attr, const char* attrName, uint8_t attrValue) {
  return SetAttr("aclopSetAttrBool", attr, attrName, ACL_SUCCESS, [&] { return AttrValue::Bool(attrValue != 0); });
}

aclError aclopSetAttrInt(aclopAttr* attr, const char* attrName, int64_t attrValue) {
  return SetAttr("aclopSetAttrInt", attr, attrName, ACL_SUCCESS, [&] { return AttrValue::Int(attrValue); });
}

aclError aclopSetAttrFloat(aclopAttr* attr, const char* attrName, float attrValue) {
  return SetAttr("aclopSetAttrFloat", attr, attrName, ACL_SUCCESS, [&] { return AttrValue::Float(attrValue); });
}

aclError aclopSetAttrString(aclopAttr* attr, const char* attrName, const char* attrValue) {
  constexpr const char* kFn = "aclopSetAttrString";
  const aclError check = attr != nullptr && attrName != nullptr && attrValue == nullptr
                             ? oppkit::capi::NullArgument(kFn, "attrValue")
                             : ACL_SUCCESS;
  return SetAttr(kFn, attr, attrName, check, [&] { return AttrValue::String(attrValue); });
}

aclError aclopSetAttrDataType(aclopAttr* attr, const char* attrName, aclDataType attrValue) {
  constexpr const char* kFn = "aclopSetAttrDataType";
  const aclError check = attr != nullptr && attrName != nullptr && attrValue == ACL_DT_UNDEFINED
                             ? oppkit::capi::BadArgument(kFn, "attrValue is ACL_DT_UNDEFINED")
                             : ACL_SUCCESS;
  return SetAttr(kFn, attr, attrName, check, [&] { return AttrValue::DataType(static_cast<ge::DataType>(attrValue)); });
}

aclError aclopSetAttrListDataType(aclopAttr* attr, const char* attrName, int numValues, const aclDataType values[]) {
  constexpr const char* kFn = "aclopSetAttrListDataType";
  aclError check = attr != nullptr && attrName != nullptr ? CheckList(kFn, numValues, values) : ACL_SUCCESS;
  for (int k = 0; check == ACL_SUCCESS && values != nullptr && k < numValues; ++k) {
    if (values[k] == ACL_DT_UNDEFINED)
      check = oppkit::capi::BadArgument(kFn, "values[" + std::to_string(k) + "] is ACL_DT_UNDEFINED");
  }
  return SetAttr(kFn, attr, attrName, check, [&] {
    std::vector<ge::DataType> v;
    for (int k = 0; k < numValues; ++k) v.push_back(static_cast<ge::DataType>(values[k]));
    return AttrValue::ListDataType(v);
  });
}

aclError aclopSetAttrListBool(aclopAttr* attr, const char* attrName, int numValues, const uint8_t* values) {
  constexpr const char* kFn = "aclopSetAttrListBool";
  const aclError check = attr != nullptr && attrName != nullptr ? CheckList(kFn, numValues, values) : ACL_SUCCESS;
  return SetAttr(kFn, attr, attrName, check, [&] {
    std::vector<bool> v;
    for (int k = 0; k < numValues; ++k) v.push_back(values[k] != 0);
    return AttrValue::ListBool(v);
  });
}

aclError aclopSetAttrListInt(aclopAttr* attr, const char* attrName, int numValues, const int64_t* values) {
  constexpr const char* kFn = "aclopSetAttrListInt";
  const aclError check = attr != nullptr && attrName != nullptr ? CheckList(kFn, numValues, values) : ACL_SUCCESS;
  return SetAttr(kFn, attr, attrName, check, [&] {
    return AttrValue::ListInt(values == nullptr ? std::vector<int64_t>()
                                                : std::vector<int64_t>(values, values + numValues));
  });
}

aclError aclopSetAttrListFloat(aclopAttr* attr, const char* attrName, int numValues, const float* values) {
  constexpr const char* kFn = "aclopSetAttrListFloat";
  const aclError check = attr != nullptr && attrName != nullptr ? CheckList(kFn, numValues, values) : ACL_SUCCESS;
  return SetAttr(kFn, attr, attrName, check, [&] {
    return AttrValue::ListFloat(values == nullptr ? std::vector<float>()
                                                  : std::vector<float>(values, values + numValues));
  });
}

aclError aclopSetAttrListString(aclopAttr* attr, const char* attrName, int numValues, const char** values) {
  constexpr const char* kFn = "aclopSetAttrListString";
  aclError check = attr != nullptr && attrName != nullptr ? CheckList(kFn, numValues, values) : ACL_SUCCESS;
  for (int k = 0; check == ACL_SUCCESS && values != nullptr && k < numValues; ++k) {
    if (values[k] == nullptr) check = oppkit::capi::NullArgument(kFn, ("values[" + std::to_string(k) + "]").c_str());
  }
  return SetAttr(kFn, attr, attrName, check, [&] {
    std::vector<std::string> v;
    for (int k = 0; k < numValues; ++k) v.emplace_back(values[k]);
    return AttrValue::ListString(std::move(v));
  });
}

aclError aclopSetAttrListListInt(aclopAttr* attr, const char* attrName, int numLists, const int* numValues,
                                 const int64_t* const values[]) {
  constexpr const char* kFn = "aclopSetAttrListListInt";
  aclError check = ACL_SUCCESS;
  if (attr != nullptr && attrName != nullptr) {
    if (numLists < 0) {
      check = oppkit::capi::BadArgument(kFn, "numLists is negative (" + std::to_string(numLists) + ")");
    } else if (numLists > 0 && numValues == nullptr) {
      check = oppkit::capi::NullArgument(kFn, "numValues");
    } else if (numLists > 0 && values == nullptr) {
      check = oppkit::capi::NullArgument(kFn, "values");
    }
    for (int k = 0; check == ACL_SUCCESS && k < numLists; ++k) {
      if (numValues[k] < 0) {
        check = oppkit::capi::BadArgument(kFn, "numValues[" + std::to_string(k) + "] is negative");
      } else if (numValues[k] > 0 && values[k] == nullptr) {
        check = oppkit::capi::NullArgument(kFn, ("values[" + std::to_string(k) + "]").c_str());
      }
    }
  }
  return SetAttr(kFn, attr, attrName, check, [&] {
    std::vector<std::vector<int64_t>> v;
    for (int k = 0; k < numLists; ++k) {
      v.push_back(numValues[k] == 0 ? std::vector<int64_t>()
                                    : std::vector<int64_t>(values[k], values[k] + numValues[k]));
    }
    return AttrValue::ListListInt(v);
  });
}

aclError aclopInferShape(const char* opType, int numInputs, aclTensorDesc* inputDesc[], aclDataBuffer* inputs[],
                         int numOutputs, aclTensorDesc* outputDesc[], aclopAttr* attr) {
  return oppkit::capi::Guarded<aclError>(ACL_ERROR_INTERNAL_ERROR, [&] {
    return oppkit::capi::InferShape(opType, numInputs, inputDesc, inputs, numOutputs, outputDesc, attr);
  });
}

}  // extern "C"
