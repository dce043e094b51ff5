// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// `oppkit new DESC.json DIR`: an op package project generated from an op description in msopgen's JSON format
// (docs/op_developer_guide.md, "Starting a package"), laid out as the op folders of oppkit and its example package.
//
// Note [Generated packages]
// The description is a JSON array of ops, each `{"op": T, "input_desc": [...], "output_desc": [...], "attr"?: [...]}`
// (msopgen's keys; "language" and other keys are ignored). A param is `{"name", "param_type": "required" | "optional"
// | "dynamic", "type": [dtype, ...], "format"?: [format, ...]}`, an attr `{"name", "param_type": "required" |
// "optional", "type": "int" | "float" | "bool" | "string" | "list_int" | "list_float" | "list_bool" |
// "list_string" | "list_list_int" | "data_type", "default_value"?}`. Per op, DIR/<op_snake>/ gets:
//   - <op>_proto.h: REG_OP with the params in order; params whose type lists are equal share one DATATYPE symbol
//     (so an output with its input's list takes that input's dtype), any other list is the param's own TensorType;
//   - <op>_infershape.cc: every output takes the first input's shape (an element-wise op's rule: the place to write
//     the op's own);
//   - <op>_infer_datatype.cc, only when the prototype cannot give an output's dtype (an output whose list of several
//     types no input shares): such an output takes the first input's dtype where its list holds all the first
//     input's types, else its own first type (DtypeSourceOf);
//   - tests/<op>_infershape_test.cc (the context builders, attrs by name) and tests/<op>.jsonl (an `oppkit check`
//     case), which the generated functions pass; op.cmake naming them.
// DIR/CMakeLists.txt builds the vendor package DIR's name (find_package(oppkit), oppkit_add_op_package), its unit
// tests and data cases, and installs it into an OPP root. The first input cannot be optional: the generated rules
// read it. Every problem of the description is new.bad_description naming the op and the param or attr.
#include <sys/stat.h>

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <iostream>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "cli_options.h"
#include "commands.h"
#include "json/query_codec.h"
#include "oppkit/core/shape_query.h"
#include "oppkit/core/status.h"
#include "util/read_file.h"

namespace oppkit::cli {
namespace {

using nlohmann::ordered_json;

enum class ParamKind { kRequired, kOptional, kDynamic };

struct Param {
  std::string name;
  ParamKind kind = ParamKind::kRequired;
  std::vector<ge::DataType> types;
  std::string format = "ND";  // the first of its formats: the data case's
  std::string symbol;         // DATATYPE symbol, or empty for a TensorType of its own
};

struct Attr {
  std::string name;
  bool required = false;
  std::string reg_type;      // REG_OP's type: Int, Float, ..., ListListInt, Type
  std::string cxx_default;   // the C++ default of an optional attr, as ATTR writes it
  std::string cxx_sample;    // a value the generated test gives a required attr
  ordered_json json_sample;  // the same value in a request
};

struct OpDescription {
  std::string type;
  std::string snake;
  std::vector<Param> inputs;
  std::vector<Param> outputs;
  std::vector<Attr> attrs;
  std::vector<std::pair<std::string, std::vector<ge::DataType>>> symbols;  // in order of first use
};

Status Bad(const std::string& what) { return Status(ErrorCode::kNewBadDescription, what); }

bool IsIdentifier(const std::string& name) {
  if (name.empty() || !(std::isalpha(static_cast<unsigned char>(name[0])) || name[0] == '_')) return false;
  for (const char c : name) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') return false;
  }
  return true;
}

// "AddCustom" -> "add_custom", "MatMulV2" -> "mat_mul_v2", "Conv2D" -> "conv2d" (as the op folders are named).
std::string SnakeCase(const std::string& type) {
  std::string snake;
  for (size_t i = 0; i < type.size(); ++i) {
    const unsigned char c = static_cast<unsigned char>(type[i]);
    const bool boundary = i > 0 && std::isupper(c) &&
                          (std::islower(static_cast<unsigned char>(type[i - 1])) ||
                           (i + 1 < type.size() && std::islower(static_cast<unsigned char>(type[i + 1])))) &&
                          type[i - 1] != '_';
    if (boundary) snake += '_';
    snake += static_cast<char>(std::tolower(c));
  }
  return snake;
}

Result<std::string> GetString(const ordered_json& j, const char* key, const std::string& where) {
  const auto found = j.find(key);
  if (found == j.end() || !found->is_string() || found->get<std::string>().empty()) {
    return Bad(where + ": '" + key + "' must be a non-empty string");
  }
  return found->get<std::string>();
}

Result<Param> ReadParam(const ordered_json& j, const std::string& where, bool output) {
  if (!j.is_object()) return Bad(where + ": expected an object");
  Param p;
  auto text_or = GetString(j, "name", where);
  if (!text_or.ok()) return text_or.status();
  p.name = std::move(*text_or);
  if (!IsIdentifier(p.name)) return Bad(where + ": name '" + p.name + "' is not a C++ identifier");
  const std::string param_type = j.contains("param_type") && j["param_type"].is_string()
                                     ? j["param_type"].get<std::string>()
                                     : std::string("required");
  if (param_type == "required") {
    p.kind = ParamKind::kRequired;
  } else if (param_type == "optional" && !output) {
    p.kind = ParamKind::kOptional;
  } else if (param_type == "dynamic") {
    p.kind = ParamKind::kDynamic;
  } else {
    return Bad(where + ": param_type '" + param_type + "' (expected required" + (output ? "" : ", optional") +
               " or dynamic)");
  }
  const auto types = j.find("type");
  if (types == j.end() || !types->is_array() || types->empty()) {
    return Bad(where + ": 'type' must be a non-empty list of dtypes");
  }
  for (const ordered_json& t : *types) {
    const std::optional<ge::DataType> dtype = t.is_string() ? ParseDataType(t.get<std::string>()) : std::nullopt;
    if (!dtype) return Bad(where + ".type: unknown dtype " + t.dump());
    p.types.push_back(*dtype);
  }
  const auto formats = j.find("format");
  if (formats != j.end()) {
    if (!formats->is_array() || formats->empty() || !(*formats)[0].is_string() ||
        !ParseFormat((*formats)[0].get<std::string>())) {
      return Bad(where + ".format: expected a list of format names, got " + formats->dump());
    }
    p.format = (*formats)[0].get<std::string>();
  }
  return p;
}

// A C++ literal and a JSON value of one element of an attr.
struct ScalarValue {
  std::string cxx;
  ordered_json json;
};

Result<ScalarValue> ScalarOf(const std::string& element, const ordered_json& value, const std::string& where) {
  // msopgen writes default values as strings ("1.0", "true", "[1, 2]"); JSON values are taken too.
  ordered_json v = value;
  if (value.is_string() && element != "string" && element != "data_type") {
    v = ordered_json::parse(value.get<std::string>(), nullptr, false);
    if (v.is_discarded())
      return Bad(where + ": default_value " + value.dump() + ": expected a value of type " + element);
  }
  if (element == "int" && v.is_number_integer()) return ScalarValue{std::to_string(v.get<int64_t>()), v};
  if (element == "float" && v.is_number()) {
    char text[64];
    std::snprintf(text, sizeof(text), "%.9gf", v.get<double>());
    std::string cxx = text;
    if (cxx.find_first_of(".e") == std::string::npos) cxx.insert(cxx.size() - 1, ".0");
    return ScalarValue{cxx, v};
  }
  if (element == "bool" && v.is_boolean()) return ScalarValue{v.get<bool>() ? "true" : "false", v};
  if (element == "string" && v.is_string()) return ScalarValue{ordered_json(v.get<std::string>()).dump(), v};
  if (element == "data_type" && v.is_string()) {
    const std::optional<ge::DataType> dtype = ParseDataType(v.get<std::string>());
    if (dtype) return ScalarValue{std::string("ge::") + ge::GetDataTypeName(*dtype), DataTypeToString(*dtype)};
  }
  return Bad(where + ": default_value " + value.dump() + ": expected a value of type " + element);
}

// REG_OP's name of an attr type, its element type, and whether it is a list (of lists).
struct AttrTypeInfo {
  const char* msopgen;
  const char* reg;
  const char* element;
  int depth;  // 0 scalar, 1 list, 2 list of lists
  const char* cxx_sample;
  const char* json_sample;
};
constexpr AttrTypeInfo kAttrTypes[] = {
    {"int", "Int", "int", 0, "int64_t{1}", "1"},
    {"float", "Float", "float", 0, "1.0f", "1.0"},
    {"bool", "Bool", "bool", 0, "true", "true"},
    {"string", "String", "string", 0, "\"a\"", "\"a\""},
    {"data_type", "Type", "data_type", 0, "ge::DT_FLOAT", "\"float32\""},
    {"list_int", "ListInt", "int", 1, "std::vector<int64_t>{1}", "[1]"},
    {"list_float", "ListFloat", "float", 1, "std::vector<float>{1.0f}", "[1.0]"},
    {"list_bool", "ListBool", "bool", 1, "std::vector<bool>{true}", "[true]"},
    {"list_string", "ListString", "string", 1, "std::vector<std::string>{\"a\"}", "[\"a\"]"},
    {"list_list_int", "ListListInt", "int", 2, "std::vector<std::vector<int64_t>>{{1}}", "[[1]]"},
};

Result<std::string> DefaultLiteral(const AttrTypeInfo& info, const ordered_json& value, const std::string& where) {
  if (info.depth == 0) {
    auto scalar_or = ScalarOf(info.element, value, where);
    if (!scalar_or.ok()) return scalar_or.status();
    ScalarValue scalar = std::move(*scalar_or);
    return scalar.cxx;
  }
  ordered_json list = value;
  if (value.is_string()) list = ordered_json::parse(value.get<std::string>(), nullptr, false);
  if (!list.is_array()) return Bad(where + ": default_value " + value.dump() + ": expected a list");
  std::string cxx = "{";
  for (size_t i = 0; i < list.size(); ++i) {
    std::string element;
    if (info.depth == 2) {
      if (!list[i].is_array()) return Bad(where + ": default_value " + value.dump() + ": expected a list of lists");
      element = "{";
      for (size_t k = 0; k < list[i].size(); ++k) {
        auto scalar_or = ScalarOf(info.element, list[i][k], where);
        if (!scalar_or.ok()) return scalar_or.status();
        ScalarValue scalar = std::move(*scalar_or);
        element += (k == 0 ? "" : ", ") + scalar.cxx;
      }
      element += "}";
    } else {
      auto scalar_or = ScalarOf(info.element, list[i], where);
      if (!scalar_or.ok()) return scalar_or.status();
      ScalarValue scalar = std::move(*scalar_or);
      element = scalar.cxx;
    }
    cxx += (i == 0 ? "" : ", ") + element;
  }
  return cxx + "}";
}

Result<Attr> ReadAttr(const ordered_json& j, const std::string& where) {
  if (!j.is_object()) return Bad(where + ": expected an object");
  Attr a;
  auto text_or = GetString(j, "name", where);
  if (!text_or.ok()) return text_or.status();
  a.name = std::move(*text_or);
  if (!IsIdentifier(a.name)) return Bad(where + ": name '" + a.name + "' is not a C++ identifier");
  auto type_or = GetString(j, "type", where);
  if (!type_or.ok()) return type_or.status();
  std::string type = std::move(*type_or);
  std::string normalized;
  for (const char c : type) {  // "listInt", "list_int" and "ListInt" alike
    if (std::isupper(static_cast<unsigned char>(c)) && !normalized.empty() && normalized.back() != '_') {
      normalized += '_';
    }
    normalized += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  }
  if (normalized == "type") normalized = "data_type";
  const AttrTypeInfo* info = nullptr;
  for (const AttrTypeInfo& candidate : kAttrTypes) {
    if (normalized == candidate.msopgen) info = &candidate;
  }
  if (info == nullptr) return Bad(where + ": unknown attr type '" + type + "'");
  a.reg_type = info->reg;
  a.cxx_sample = info->cxx_sample;
  a.json_sample = ordered_json::parse(info->json_sample);
  const std::string param_type =
      j.contains("param_type") && j["param_type"].is_string() ? j["param_type"].get<std::string>() : "optional";
  if (param_type != "required" && param_type != "optional") {
    return Bad(where + ": param_type '" + param_type + "' (expected required or optional)");
  }
  a.required = param_type == "required";
  if (!a.required) {
    if (!j.contains("default_value")) return Bad(where + ": an optional attr needs a default_value");
    auto literal_or = DefaultLiteral(*info, j["default_value"], where);
    if (!literal_or.ok()) return literal_or.status();
    a.cxx_default = std::move(*literal_or);
  }
  return a;
}

Result<OpDescription> ReadOp(const ordered_json& j, size_t index) {
  const std::string at = "op " + std::to_string(index);
  if (!j.is_object()) return Bad(at + ": expected an object");
  OpDescription op;
  auto text_or = GetString(j, "op", at);
  if (!text_or.ok()) return text_or.status();
  op.type = std::move(*text_or);
  if (!IsIdentifier(op.type) || !std::isupper(static_cast<unsigned char>(op.type[0]))) {
    return Bad(at + ": op type '" + op.type + "' must be an identifier starting with an upper-case letter");
  }
  op.snake = SnakeCase(op.type);
  const std::string where = "op '" + op.type + "'";
  for (const char* key : {"input_desc", "output_desc"}) {
    const bool output = key == std::string("output_desc");
    const auto list = j.find(key);
    if (list == j.end() || !list->is_array() || list->empty()) {
      return Bad(where + ": '" + key + "' must be a non-empty list");
    }
    for (size_t k = 0; k < list->size(); ++k) {
      auto param_or = ReadParam((*list)[k], where + " " + key + "[" + std::to_string(k) + "]", output);
      if (!param_or.ok()) return param_or.status();
      Param p = std::move(*param_or);
      (output ? op.outputs : op.inputs).push_back(std::move(p));
    }
  }
  if (op.inputs.front().kind == ParamKind::kOptional) {
    return Bad(where + " input_desc[0]: the first input cannot be optional (the generated InferShape reads it)");
  }
  if (const auto attrs = j.find("attr"); attrs != j.end()) {
    if (!attrs->is_array()) return Bad(where + ": 'attr' must be a list");
    for (size_t k = 0; k < attrs->size(); ++k) {
      auto attr_or = ReadAttr((*attrs)[k], where + " attr[" + std::to_string(k) + "]");
      if (!attr_or.ok()) return attr_or.status();
      Attr a = std::move(*attr_or);
      op.attrs.push_back(std::move(a));
    }
  }
  std::map<std::string, int> names;
  for (const auto* params : {&op.inputs, &op.outputs}) {
    for (const Param& p : *params) ++names[p.name];
  }
  for (const Attr& a : op.attrs) ++names[a.name];
  for (const auto& [name, count] : names) {
    if (count > 1) return Bad(where + ": the name '" + name + "' is used " + std::to_string(count) + " times");
  }
  // Params with equal type lists share a symbol (Note [Generated packages]).
  std::map<std::vector<ge::DataType>, int> uses;
  for (const auto* params : {&op.inputs, &op.outputs}) {
    for (const Param& p : *params) ++uses[p.types];
  }
  for (auto* params : {&op.inputs, &op.outputs}) {
    for (Param& p : *params) {
      if (uses[p.types] < 2) continue;
      for (const auto& [symbol, types] : op.symbols) {
        if (types == p.types) p.symbol = symbol;
      }
      if (p.symbol.empty()) {
        p.symbol = op.symbols.empty() ? "T" : "T" + std::to_string(op.symbols.size() + 1);
        op.symbols.emplace_back(p.symbol, p.types);
      }
    }
  }
  return op;
}

// ---- the files ------------------------------------------------------------------------------------------------

std::string TensorTypeText(const std::vector<ge::DataType>& types) {
  std::string text = "TensorType({";
  for (size_t i = 0; i < types.size(); ++i) text += (i == 0 ? "" : ", ") + std::string(ge::GetDataTypeName(types[i]));
  return text + "})";
}

// An output whose dtype the prototype gives: it shares a symbol with an input, or it has one type.
bool PrototypeGivesDtype(const OpDescription& op, const Param& output) {
  if (output.types.size() == 1) return true;
  for (const Param& input : op.inputs) {
    if (!output.symbol.empty() && input.symbol == output.symbol) return true;
  }
  return false;
}

bool NeedsInferDataType(const OpDescription& op) {
  for (const Param& output : op.outputs) {
    if (!PrototypeGivesDtype(op, output)) return true;
  }
  return false;
}

bool HasDynamicParams(const OpDescription& op) {
  for (const auto* params : {&op.inputs, &op.outputs}) {
    for (const Param& p : *params) {
      if (p.kind == ParamKind::kDynamic) return true;
    }
  }
  return false;
}

// Where an output's dtype comes from (Note [Generated packages]): the input that shares its symbol, its one type, or,
// in the generated InferDataType, the first input's dtype when the output's list holds every type of the first
// input's list, else the first type of its own list. With dynamic params (instance indexes are not IR indexes) the
// generated InferDataType gives every output the first input's dtype.
struct DtypeSource {
  int input = -1;                         // an input's IR index, or -1
  ge::DataType fixed = ge::DT_UNDEFINED;  // a dtype, when input is -1
};

DtypeSource DtypeSourceOf(const OpDescription& op, const Param& output) {
  for (size_t i = 0; i < op.inputs.size(); ++i) {
    if (!output.symbol.empty() && op.inputs[i].symbol == output.symbol) return {static_cast<int>(i)};
  }
  if (output.types.size() == 1) return {-1, output.types.front()};
  if (HasDynamicParams(op)) return {0};
  for (const ge::DataType t : op.inputs.front().types) {
    if (std::find(output.types.begin(), output.types.end(), t) == output.types.end()) return {-1, output.types.front()};
  }
  return {0};
}

// The dtype an output gets in the generated test case (each input takes the first type of its list).
ge::DataType CaseDtype(const OpDescription& op, const Param& output) {
  const DtypeSource source = DtypeSourceOf(op, output);
  return source.input >= 0 ? op.inputs[source.input].types.front() : source.fixed;
}

std::string ProtoHeader(const OpDescription& op, const std::string& source) {
  std::string text = "// Generated by `oppkit new` from " + source + ": the prototype of " + op.type +
                     ", as CANN's REG_OP writes it.\n"
                     "// Params with equal type lists share a DATATYPE symbol. Edit freely.\n"
                     "#pragma once\n\n#include \"graph/operator_reg.h\"\n\nnamespace ge {\n\nREG_OP(" +
                     op.type + ")\n";
  const auto param_line = [](const char* macro, const Param& p) {
    return "    ." + std::string(macro) + "(" + p.name + ", " +
           (p.symbol.empty() ? TensorTypeText(p.types) : "\"" + p.symbol + "\"") + ")\n";
  };
  for (const Param& p : op.inputs) {
    text += param_line(p.kind == ParamKind::kRequired   ? "INPUT"
                       : p.kind == ParamKind::kOptional ? "OPTIONAL_INPUT"
                                                        : "DYNAMIC_INPUT",
                       p);
  }
  for (const Param& p : op.outputs) text += param_line(p.kind == ParamKind::kDynamic ? "DYNAMIC_OUTPUT" : "OUTPUT", p);
  for (const Attr& a : op.attrs) {
    text += a.required ? "    .REQUIRED_ATTR(" + a.name + ", " + a.reg_type + ")\n"
                       : "    .ATTR(" + a.name + ", " + a.reg_type + ", " + a.cxx_default + ")\n";
  }
  for (const auto& [symbol, types] : op.symbols)
    text += "    .DATATYPE(" + symbol + ", " + TensorTypeText(types) + ")\n";
  return text + "    .OP_END_FACTORY_REG(" + op.type + ")\n\n}  // namespace ge\n";
}

std::string InferShapeSource(const OpDescription& op) {
  return "// Generated by `oppkit new`: " + op.type +
         "'s InferShape. The generated rule gives every output the shape of the first\n"
         "// input, as an element-wise op does: write " +
         op.type +
         "'s own here.\n"
         "#include \"register/op_impl_registry.h\"\n\n"
         "namespace {\n\n"
         "ge::graphStatus InferShape" +
         op.type +
         "(gert::InferShapeContext* context) {\n"
         "  const gert::Shape* first = context->GetInputShape(0);\n"
         "  if (first == nullptr) return ge::GRAPH_FAILED;\n"
         "  for (size_t i = 0; i < context->GetComputeNodeOutputNum(); ++i) {\n"
         "    gert::Shape* output = context->GetOutputShape(i);\n"
         "    if (output == nullptr) return ge::GRAPH_FAILED;\n"
         "    *output = *first;\n"
         "  }\n"
         "  return ge::GRAPH_SUCCESS;\n"
         "}\n\n"
         "}  // namespace\n\n"
         "IMPL_OP(" +
         op.type + ").InferShape(InferShape" + op.type + ");\n";
}

std::string InferDataTypeSource(const OpDescription& op) {
  std::string body;
  if (HasDynamicParams(op)) {
    body =
        "  // Dynamic params: every output instance takes the first input's dtype.\n"
        "  const ge::DataType first = context->GetInputDataType(0);\n"
        "  for (size_t i = 0; i < context->GetComputeNodeOutputNum(); ++i) {\n"
        "    if (context->SetOutputDataType(i, first) != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;\n"
        "  }\n";
  } else {
    for (size_t k = 0; k < op.outputs.size(); ++k) {
      const DtypeSource source = DtypeSourceOf(op, op.outputs[k]);
      const std::string dtype = source.input >= 0 ? "context->GetInputDataType(" + std::to_string(source.input) + ")"
                                                  : "ge::" + std::string(ge::GetDataTypeName(source.fixed));
      body += "  if (context->SetOutputDataType(" + std::to_string(k) + ", " + dtype +
              ") != ge::GRAPH_SUCCESS) return ge::GRAPH_FAILED;  // " + op.outputs[k].name + "\n";
    }
  }
  return "// Generated by `oppkit new`: " + op.type +
         "'s InferDataType, because the prototype cannot give every output's dtype (an\n"
         "// output whose list of several types no input shares). Such an output takes the first input's dtype where\n"
         "// its list holds all of the first input's types, else its own first type: write " +
         op.type +
         "'s own rule here.\n"
         "#include \"register/op_impl_registry.h\"\n\n"
         "namespace {\n\n"
         "ge::graphStatus InferDataType" +
         op.type + "(gert::InferDataTypeContext* context) {\n" + body +
         "  return ge::GRAPH_SUCCESS;\n"
         "}\n\n"
         "}  // namespace\n\n"
         "IMPL_OP(" +
         op.type + ").InferDataType(InferDataType" + op.type + ");\n";
}

// Instance counts of the generated test: one per param, none for an optional input.
std::string InstanceCounts(const std::vector<Param>& params) {
  std::string text = "{";
  for (size_t i = 0; i < params.size(); ++i) {
    text += (i == 0 ? "" : ", ") + std::string(params[i].kind == ParamKind::kOptional ? "0" : "1");
  }
  return text + "}";
}

std::string InfershapeTest(const OpDescription& op, const std::string& vendor) {
  std::string tensors;
  std::string pointers;
  size_t k = 0;
  for (const Param& p : op.inputs) {
    if (p.kind == ParamKind::kOptional) continue;
    tensors += "  gert::Tensor " + p.name +
               "(gert::StorageShape({2, 3}, {2, 3}), gert::StorageFormat(), gert::kOnHost, " +
               "ge::" + ge::GetDataTypeName(p.types.front()) + ", nullptr);\n";
    pointers += (k++ == 0 ? "" : ", ") + ("&" + p.name);
  }
  std::string attrs;
  for (const Attr& a : op.attrs) {
    if (a.required) attrs += "                    .Attr(\"" + a.name + "\", " + a.cxx_sample + ")\n";
  }
  std::string checks;
  for (size_t i = 0; i < op.outputs.size(); ++i) {  // one instance per output, dynamic ones included
    checks += "  CHECK(context->GetOutputShape(" + std::to_string(i) + ")->GetDimNum() == 2);\n" +
              "  CHECK(context->GetOutputShape(" + std::to_string(i) + ")->GetDim(0) == 2);\n" +
              "  CHECK(context->GetOutputShape(" + std::to_string(i) + ")->GetDim(1) == 3);\n";
  }
  return "// Generated by `oppkit new`: " + op.type +
         "'s InferShape through CANN's context builders (nothing is loaded: the host\n"
         "// functions and the prototype are compiled into the test). Attrs are given by name; optional ones take "
         "their\n"
         "// defaults. Extend it with " +
         op.type +
         "'s own cases.\n"
         "#include <catch2/catch.hpp>\n\n"
         "#include <string>\n"
         "#include <vector>\n\n"
         "#include \"base/context_builder/op_infer_shape_context_builder.h\"\n"
         "#include \"exe_graph/runtime/tensor.h\"\n"
         "#include \"register/op_impl_registry.h\"\n\n"
         "TEST_CASE(\"" +
         op.type + ": every output takes the first input's shape (the generated rule)\", \"[" + vendor + "][" +
         op.snake + "]\") {\n" + tensors +
         "  auto holder = gert::OpInferShapeContextBuilder()\n"
         "                    .OpType(\"" +
         op.type +
         "\")\n"
         "                    .IOInstanceNum(" +
         InstanceCounts(op.inputs) + ", " + InstanceCounts(op.outputs) +
         ")\n"
         "                    .InputTensors({" +
         pointers + "})\n" + attrs +
         "                    .Build();\n"
         "  gert::InferShapeContext* context = holder.GetContext();\n"
         "  REQUIRE(context != nullptr);\n"
         "  const auto* functions = gert::OpImplRegistry::GetInstance().GetOpImpl(\"" +
         op.type +
         "\");\n"
         "  REQUIRE(functions != nullptr);\n"
         "  REQUIRE(functions->infer_shape(context) == ge::GRAPH_SUCCESS);\n" +
         checks + "}\n";
}

std::string DataCase(const OpDescription& op) {
  ordered_json request = ordered_json::object();
  request["op"] = op.type;
  ordered_json inputs = ordered_json::array();
  for (const Param& p : op.inputs) {
    ordered_json tensor = {{"dtype", DataTypeToString(p.types.front())}, {"shape", {2, 3}}, {"format", p.format}};
    if (p.kind == ParamKind::kOptional) {
      inputs.push_back(nullptr);
    } else if (p.kind == ParamKind::kDynamic) {
      inputs.push_back(ordered_json::array({tensor}));
    } else {
      inputs.push_back(tensor);
    }
  }
  request["inputs"] = std::move(inputs);
  ordered_json attrs = ordered_json::object();
  for (const Attr& a : op.attrs) {
    if (a.required) attrs[a.name] = a.json_sample;
  }
  if (!attrs.empty()) request["attrs"] = std::move(attrs);
  ordered_json outputs = ordered_json::array();
  for (const Param& p : op.outputs) {
    ordered_json desc = {{"shape", {2, 3}}, {"dtype", DataTypeToString(CaseDtype(op, p))}};
    outputs.push_back(p.kind == ParamKind::kDynamic ? ordered_json::array({desc}) : desc);
  }
  ordered_json line = {{"id", op.type + ".generated"},
                       {"comment", "generated by oppkit new: the generated rules' answer; replace with the op's cases"},
                       {"request", std::move(request)},
                       {"expect", {{"outputs", std::move(outputs)}}}};
  return line.dump() + "\n";
}

std::string OpCmake(const OpDescription& op) {
  std::string host = "    " + op.snake + "_infershape.cc\n";
  if (NeedsInferDataType(op)) host += "    " + op.snake + "_infer_datatype.cc\n";
  return "# " + op.type + " (generated by `oppkit new`; Note [Op folders] in oppkit's cmake/OppkitOpPackage.cmake).\n" +
         "oppkit_op(\n  PROTO " + op.snake + "_proto.h\n  HOST\n" + host + "  TESTS tests/" + op.snake +
         "_infershape_test.cc\n  DATA tests/" + op.snake + ".jsonl)\n";
}

std::string ProjectCmake(const std::vector<OpDescription>& ops, const std::string& vendor) {
  std::string folders;
  for (const OpDescription& op : ops) folders += "    " + op.snake + "\n";
  const std::string upper = [&] {
    std::string u = vendor;
    for (char& c : u) c = static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
    return u;
  }();
  return "# The " + vendor +
         " op package, generated by `oppkit new` (docs/op_developer_guide.md in oppkit).\n"
         "#   cmake -S . -B build -DCMAKE_PREFIX_PATH=<oppkit prefix> && cmake --build build && ctest --test-dir "
         "build\n"
         "#   cmake --install build --prefix <oppkit prefix>     # -> <prefix>/opp/vendors/" +
         vendor +
         " + config.ini load_priority\n"
         "cmake_minimum_required(VERSION 3.25)\n"
         "project(" +
         vendor +
         "_op_package LANGUAGES CXX)\n\n"
         "set(CMAKE_CXX_STANDARD 17)\n"
         "set(CMAKE_CXX_STANDARD_REQUIRED ON)\n"
         "set(CMAKE_CXX_EXTENSIONS OFF)\n\n"
         "find_package(oppkit 0.1 CONFIG REQUIRED)\n\n"
         "option(" +
         upper + "_BUILD_TESTS \"Build the unit tests (needs Catch2 v2) and register the data-file cases\" ON)\n" +
         "set(" + upper + "_INSTALL_OPP_ROOT \"opp\" CACHE STRING \"OPP root to install the " + vendor +
         " vendor package into\")\n\n"
         "# One folder per op: its op.cmake names its prototype, host functions, tests and data cases.\n"
         "oppkit_add_op_package(NAME " +
         vendor + "\n  OPS\n" + folders + "  INSTALL_OPP_ROOT \"${" + upper + "_INSTALL_OPP_ROOT}\")\n\n" + "if(" +
         upper +
         "_BUILD_TESTS)\n"
         "  enable_testing()\n"
         "  find_package(Catch2 2 REQUIRED)\n"
         "  # The host functions and prototypes are compiled into the test executable and run on contexts the context\n"
         "  # builders make: nothing is loaded.\n"
         "  add_executable(" +
         vendor + "_op_tests ${" + vendor + "_OP_TEST_SOURCES} ${" + vendor + "_OP_PROTO_SOURCES} ${" + vendor +
         "_OP_HOST_SOURCES})\n"
         "  target_include_directories(" +
         vendor + "_op_tests PRIVATE ${CMAKE_CURRENT_SOURCE_DIR})\n" + "  target_link_libraries(" + vendor +
         "_op_tests PRIVATE oppkit::sdk Catch2::Catch2WithMain)\n" + "  add_test(NAME " + vendor +
         "_op_tests COMMAND " + vendor +
         "_op_tests --warn NoTests)\n"
         "  # The data-file cases, through the installed tool, with this build's package as a custom OPP path.\n"
         "  add_test(NAME " +
         vendor + "_data_cases COMMAND \"${oppkit_EXECUTABLE}\" check ${" + vendor + "_OP_DATA_FILES})\n" +
         "  set_tests_properties(" + vendor + "_data_cases PROPERTIES ENVIRONMENT \"ASCEND_CUSTOM_OPP_PATH=${" +
         vendor +
         "_OPP_PACKAGE_DIR}\")\n"
         "endif()\n";
}

bool MakeDirectory(const std::string& path) {
  if (::mkdir(path.c_str(), 0755) == 0) return true;
  std::cerr << "oppkit: " << Status(ErrorCode::kIoError, "'" + path + "': cannot create the directory").message()
            << "\n";
  return false;
}

std::string BaseName(std::string path) {
  while (path.size() > 1 && path.back() == '/') path.pop_back();
  const size_t slash = path.rfind('/');
  return slash == std::string::npos ? path : path.substr(slash + 1);
}

}  // namespace

int RunNew(const std::string& description_path, const std::string& dir) {
  const auto fail = [](const Status& status) {
    std::cerr << "oppkit: " << status.message() << "\n";
    return status.code() == ErrorCode::kCliUsage ? kExitUsage : kExitFailed;
  };
  const std::string vendor = BaseName(dir);
  bool lower_identifier = IsIdentifier(vendor);
  for (const char c : vendor) lower_identifier = lower_identifier && !std::isupper(static_cast<unsigned char>(c));
  if (!lower_identifier) {
    return fail(Status(ErrorCode::kCliUsage, "'" + dir + "': the directory's name is the vendor name, which must be " +
                                                 "a lower-case identifier (e.g. acme)"));
  }
  struct stat existing {};
  if (::stat(dir.c_str(), &existing) == 0) {
    return fail(Status(ErrorCode::kCliUsage, "'" + dir + "' exists: 'new' writes a new directory only"));
  }
  std::string text;
  if (Status read = detail::ReadNamedFile(description_path, detail::FileKinds::kRegularOrStream,
                                          detail::kMaxConfigFileBytes, &text);
      !read.ok()) {
    return fail(read);
  }
  Result<ordered_json> json = json_detail::ParseJsonText(text, "'" + description_path + "'");
  if (!json.ok()) return fail(Bad(json.status().detail()));
  const ordered_json ops_json = json->is_object() ? ordered_json::array({*json}) : *json;
  if (!ops_json.is_array() || ops_json.empty()) {
    return fail(Bad("'" + description_path + "': expected a list of op descriptions (msopgen's JSON format)"));
  }
  std::vector<OpDescription> ops;
  std::map<std::string, int> snakes;
  for (size_t i = 0; i < ops_json.size(); ++i) {
    Result<OpDescription> op = ReadOp(ops_json[i], i);
    if (!op.ok()) return fail(Status(op.status().code(), "'" + description_path + "': " + op.status().detail()));
    if (++snakes[op->snake] > 1) {
      return fail(Bad("'" + description_path + "': two ops share the folder name '" + op->snake + "'"));
    }
    ops.push_back(std::move(*op));
  }

  const std::string source = BaseName(description_path);
  if (!MakeDirectory(dir)) return kExitFailed;
  bool ok = WriteOutput(dir + "/CMakeLists.txt", ProjectCmake(ops, vendor));
  for (const OpDescription& op : ops) {
    const std::string folder = dir + "/" + op.snake;
    ok = ok && MakeDirectory(folder) && MakeDirectory(folder + "/tests") &&
         WriteOutput(folder + "/op.cmake", OpCmake(op)) &&
         WriteOutput(folder + "/" + op.snake + "_proto.h", ProtoHeader(op, source)) &&
         WriteOutput(folder + "/" + op.snake + "_infershape.cc", InferShapeSource(op)) &&
         (!NeedsInferDataType(op) ||
          WriteOutput(folder + "/" + op.snake + "_infer_datatype.cc", InferDataTypeSource(op))) &&
         WriteOutput(folder + "/tests/" + op.snake + "_infershape_test.cc", InfershapeTest(op, vendor)) &&
         WriteOutput(folder + "/tests/" + op.snake + ".jsonl", DataCase(op));
  }
  if (!ok) return kExitFailed;
  std::cout << "oppkit: wrote the " << vendor << " op package (" << ops.size() << " op" << (ops.size() == 1 ? "" : "s")
            << ") to " << dir << "\n"
            << "  cmake -S " << dir << " -B " << dir << "/build -DCMAKE_PREFIX_PATH=<oppkit prefix>\n"
            << "  cmake --build " << dir << "/build && ctest --test-dir " << dir << "/build\n";
  return kExitOk;
}

}  // namespace oppkit::cli
