// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Framework parser registration (CANN's register/register.h, namespace domi): how an op package maps the nodes of
// a framework model (ONNX) onto GE ops. A parser library (`<opp>/.../framework/onnx/*.so`) holds registrations
// such as:
// ```
// #include "register/register.h"
//
// namespace domi {
// Status ParseParamsConv(const ge::Operator& op_src, ge::Operator& op_dest) {
//   std::vector<int64_t> strides;
//   if (op_src.GetAttr("strides", strides) == ge::GRAPH_SUCCESS && strides.size() == 2) {
//     op_dest.SetAttr("strides", std::vector<int64_t>{1, 1, strides[0], strides[1]});
//   }
//   op_dest.SetAttr("data_format", "NCHW");
//   return SUCCESS;
// }
//
// REGISTER_CUSTOM_OP("Conv2D")
//     .FrameworkType(ONNX)
//     .OriginOpType({ge::AscendString("ai.onnx::11::Conv"), ge::AscendString("ai.onnx::13::Conv")})
//     .ParseParamsByOperatorFn(ParseParamsConv)
//     .ImplyType(ImplyType::TVM);
// }  // namespace domi
// ```
// An origin op type is `<domain>::<opset version>::<node type>`: a node of type Conv in a model whose opset for
// its domain ("" is "ai.onnx") is 13 is mapped by the registration naming "ai.onnx::13::Conv", and by no other (a
// registration lists every opset it handles, as CANN's do).
//
// Note [Parse calls]
// The framework calls the parse function with two operators: op_src, named and typed as the node ("ai.onnx::13::
// Conv") and holding the node's fields as attrs: "name", "op_type", "domain" (when set), "input" and "output"
// (ListString: the node's value names, "" for an omitted optional input), "attribute" (String: CANN's JSON of the
// node's attributes, `{"attribute": [{"name": "pads", "ints": [1, 1, 1, 1], "type": 7}, ...]}`), and, an oppkit
// addition, every attribute again as a typed attr under its own name (INT -> Int, INTS -> ListInt, FLOAT -> Float,
// FLOATS -> ListFloat, STRING -> String, STRINGS -> ListString; docs/onnx.md lists the rest), so a parser needs no
// JSON reader; and op_dest, of the registration's op type with its IR (attrs at their defaults). The function sets
// op_dest's attrs and the instance counts of its dynamic inputs/outputs (`op_dest.DynamicInputRegister("x", n)`),
// which the framework reads back; the node's inputs are connected by the framework, positionally (after
// InputReorderVector), onto op_dest's IR inputs. A parse function must not throw; if it does, the SDK catches it
// and the call fails (domi::FAILED) with a message naming the op. GELOGE messages logged during a failing call
// become part of the framework's error.
//
// ParseOpToGraphFn (a 1:N expansion) is called with op_dest as the parse function left it (or, without one, as
// AutoMappingByOpFn copies op_src); an expansion's op_dest has no IR (no attr defaults), as for CANN's placeholder
// op types (PartitionedCall): it builds a ge::Graph whose Data nodes (attr `index`) stand for the node's
// inputs and whose outputs (SetOutputs) are the node's outputs; the framework puts its nodes in the node's place
// (docs/onnx.md, "Expansions").
//
// Not carried by oppkit (a registration using them loads, and a node mapped by it fails to import with a message
// that names the feature): ParseParamsFn (its protobuf Message source needs the framework's protobuf classes, which
// the SDK does not have), FusionParseParamsFn, ParseSubgraphPostFn, DelInputWithCond and DelInputWithOriginalType.
#pragma once

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <memory>
#include <set>
#include <string>
#include <vector>

#include "graph/ascend_string.h"
#include "graph/operator.h"
#include "graph/types.h"
#include "register/register_error_codes.h"
#include "register/register_fmk_types.h"
#include "register/register_types.h"

namespace ge {
class Graph;  // graph/graph.h; ParseOpToGraphFn's target
}  // namespace ge

namespace google {
namespace protobuf {
class Message;  // ParseParamsFn's source; oppkit has no protobuf classes (Note [Parse calls])
}  // namespace protobuf
}  // namespace google

namespace domi {

/// `Status (const ge::Operator& op_src, ge::Operator& op_dest)`: ParseParamsByOperatorFn (Note [Parse calls]).
using ParseParamByOpFunc = std::function<Status(const ge::Operator&, ge::Operator&)>;
/// ParseParamsFn's type: recorded, never called (Note [Parse calls]).
using ParseParamFunc = std::function<Status(const google::protobuf::Message*, ge::Operator&)>;
/// FusionParseParamsFn's types: recorded, never called.
using FusionParseParamFunc = std::function<Status(const std::vector<const google::protobuf::Message*>, ge::Operator&)>;
using FusionParseParamByOpFunc = std::function<Status(const std::vector<ge::Operator>&, ge::Operator&)>;
/// ParseSubgraphPostFn's types: recorded, never called.
using ParseSubgraphFunc = std::function<Status(const std::string& subgraph_name, const ge::Graph& graph)>;
using ParseSubgraphFuncV2 = std::function<Status(const ge::AscendString& subgraph_name, const ge::Graph& graph)>;
/// ParseOpToGraphFn's type (1:N expansion of a node into a ge::Graph, Note [Parse calls]).
using ParseOpToGraphFunc = std::function<Status(const ge::Operator&, ge::Graph&)>;

/// Copies every attr of \p op_src to \p op (CANN's automatic mapping): the attrs the framework gave the node,
/// typed attrs included, so an attribute whose name and type match the GE op's attr needs no code. The framework
/// keeps only the attrs op_dest's op declares. Returns SUCCESS, or FAILED if either operator is empty.
///
/// Example: `REGISTER_CUSTOM_OP("Flatten").FrameworkType(ONNX).OriginOpType("ai.onnx::13::Flatten")
///              .ParseParamsByOperatorFn(AutoMappingByOpFn);`
Status AutoMappingByOpFn(const ge::Operator& op_src, ge::Operator& op);

class OpRegistrationDataImpl;

/// One parser registration, built by chaining setters after REGISTER_CUSTOM_OP(op_type) (file comment). The
/// registration takes effect when the chain is assigned to the static OpReceiver the macro declares.
class OpRegistrationData {
 public:
  /// A registration mapping framework nodes onto GE op \p om_optype.
  OpRegistrationData(const std::string& om_optype);  // NOLINT(google-explicit-constructor): CANN converts.
  OpRegistrationData(const char* om_optype);         // NOLINT(google-explicit-constructor)
  /// As above, recording where REGISTER_CUSTOM_OP stands (the macro passes `__FILE__` and `__LINE__`).
  OpRegistrationData(const char* om_optype, const char* source_file, uint32_t source_line);
  ~OpRegistrationData();
  OpRegistrationData(const OpRegistrationData&);
  OpRegistrationData& operator=(const OpRegistrationData&);

  /// The framework of the nodes (ONNX, ...).
  OpRegistrationData& FrameworkType(const domi::FrameworkType& fmk_type);
  /// The node types mapped: `"ai.onnx::13::Conv"` for ONNX (domain, opset, node type).
  OpRegistrationData& OriginOpType(const std::vector<ge::AscendString>& ori_op_type_list);
  OpRegistrationData& OriginOpType(const std::initializer_list<std::string>& ori_optype_list);
  OpRegistrationData& OriginOpType(const std::string& ori_optype);
  OpRegistrationData& OriginOpType(const char* ori_op_type);
  /// The parse function (Note [Parse calls]).
  OpRegistrationData& ParseParamsByOperatorFn(const ParseParamByOpFunc& parse_param_by_op_fn);
  /// How the op is implemented; recorded only.
  OpRegistrationData& ImplyType(const domi::ImplyType& imply_type);
  /// Reorders the node's inputs before they are connected: entry i is the op_dest input index of node input i
  /// (`{1, 0, 2}`: node input 0 goes to op_dest input 1, node input 1 to input 0).
  OpRegistrationData& InputReorderVector(const std::vector<int32_t>& input_order);

  // Recorded so that CANN sources compile; a node mapped by a registration using one of these fails to import
  // (Note [Parse calls]).
  OpRegistrationData& ParseParamsFn(const ParseParamFunc& parse_param_fn);
  OpRegistrationData& FusionParseParamsFn(const FusionParseParamFunc& fusion_parse_param_fn);
  OpRegistrationData& FusionParseParamsFn(const FusionParseParamByOpFunc& fusion_parse_param_fn);
  OpRegistrationData& ParseSubgraphPostFn(const ParseSubgraphFunc& subgraph_post_fn);
  OpRegistrationData& ParseSubgraphPostFn(const ParseSubgraphFuncV2& subgraph_post_fn);
  OpRegistrationData& ParseOpToGraphFn(const ParseOpToGraphFunc& parse_op_to_graph_fn);
  OpRegistrationData& DelInputWithCond(int32_t input_idx, const char* attr_name, bool attr_value);
  OpRegistrationData& DelInputWithCond(int32_t input_idx, const std::string& attr_name, bool attr_value);
  OpRegistrationData& DelInputWithOriginalType(int32_t input_idx, const char* ori_type);
  OpRegistrationData& DelInputWithOriginalType(int32_t input_idx, const std::string& ori_type);

  domi::ImplyType GetImplyType() const;
  std::string GetOmOptype() const;
  Status GetOmOptype(ge::AscendString& om_op_type) const;
  std::set<std::string> GetOriginOpTypeSet() const;
  Status GetOriginOpTypeSet(std::set<ge::AscendString>& ori_op_type) const;
  domi::FrameworkType GetFrameworkType() const;
  ParseParamByOpFunc GetParseParamByOperatorFn() const;
  ParseParamFunc GetParseParamFn() const;
  ParseOpToGraphFunc GetParseOpToGraphFn() const;

 private:
  friend class OpReceiver;
  std::shared_ptr<OpRegistrationDataImpl> impl_;
};

/// Commits a registration into the library's parser table (the static object REGISTER_CUSTOM_OP declares).
class OpReceiver {
 public:
  OpReceiver(OpRegistrationData& reg_data);  // NOLINT(google-explicit-constructor): the macro copy-initialises.
  OpReceiver(OpRegistrationData&& reg_data);  // NOLINT(google-explicit-constructor)
  ~OpReceiver() = default;
};

}  // namespace domi

namespace ge {
using OpRegistrationData = domi::OpRegistrationData;
using OpReceiver = domi::OpReceiver;
}  // namespace ge

/// Declares a parser registration for GE op \p name; chain the OpRegistrationData setters after it.
/// Example: `REGISTER_CUSTOM_OP("Relu").FrameworkType(ONNX).OriginOpType("ai.onnx::13::Relu")
///               .ParseParamsByOperatorFn(AutoMappingByOpFn);`
#define REGISTER_CUSTOM_OP(name) REGISTER_CUSTOM_OP_UNIQ_HELPER(__COUNTER__, (name))
#define REGISTER_CUSTOM_OP_UNIQ_HELPER(ctr, name) REGISTER_CUSTOM_OP_UNIQ(ctr, (name))
#define REGISTER_CUSTOM_OP_UNIQ(ctr, name)                  \
  static ::domi::OpReceiver register_op##ctr VAR_UNUSED = \
      ::domi::OpRegistrationData((name), __FILE__, __LINE__)
