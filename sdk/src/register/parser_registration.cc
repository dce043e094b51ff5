// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// domi::OpRegistrationData / OpReceiver (REGISTER_CUSTOM_OP, register/register.h), AutoMappingByOpFn and the
// library's parser registry.
#include <string>
#include <utility>

#include "framework/common/debug/ge_log.h"
#include "operator_impl.h"
#include "parser_registry.h"

namespace domi {

/// The state of one registration chain; committed by OpReceiver.
class OpRegistrationDataImpl {
 public:
  oppkit::detail::ParserRecord record;
};

namespace {

const char* OrEmpty(const char* s) { return s == nullptr ? "" : s; }

void AddOrigin(OpRegistrationDataImpl* impl, std::string origin) {
  if (origin.empty()) {
    GELOGW("REGISTER_CUSTOM_OP(\"%s\").OriginOpType: an empty origin op type is ignored", impl->record.op_type.c_str());
    return;
  }
  for (const std::string& known : impl->record.origin_op_types) {
    if (known == origin) return;
  }
  impl->record.origin_op_types.push_back(std::move(origin));
}

}  // namespace

OpRegistrationData::OpRegistrationData(const std::string& om_optype) : OpRegistrationData(om_optype.c_str()) {}

OpRegistrationData::OpRegistrationData(const char* om_optype) : OpRegistrationData(om_optype, nullptr, 0) {}

OpRegistrationData::OpRegistrationData(const char* om_optype, const char* source_file, uint32_t source_line)
    : impl_(std::make_shared<OpRegistrationDataImpl>()) {
  impl_->record.op_type = OrEmpty(om_optype);
  impl_->record.source_file = source_file;
  impl_->record.source_line = source_line;
}

OpRegistrationData::~OpRegistrationData() = default;
OpRegistrationData::OpRegistrationData(const OpRegistrationData&) = default;
OpRegistrationData& OpRegistrationData::operator=(const OpRegistrationData&) = default;

OpRegistrationData& OpRegistrationData::FrameworkType(const domi::FrameworkType& fmk_type) {
  impl_->record.framework = fmk_type;
  return *this;
}

OpRegistrationData& OpRegistrationData::OriginOpType(const std::vector<ge::AscendString>& ori_op_type_list) {
  for (const ge::AscendString& origin : ori_op_type_list) AddOrigin(impl_.get(), origin.GetString());
  return *this;
}

OpRegistrationData& OpRegistrationData::OriginOpType(const std::initializer_list<std::string>& ori_optype_list) {
  for (const std::string& origin : ori_optype_list) AddOrigin(impl_.get(), origin);
  return *this;
}

OpRegistrationData& OpRegistrationData::OriginOpType(const std::string& ori_optype) {
  AddOrigin(impl_.get(), ori_optype);
  return *this;
}

OpRegistrationData& OpRegistrationData::OriginOpType(const char* ori_op_type) {
  AddOrigin(impl_.get(), OrEmpty(ori_op_type));
  return *this;
}

OpRegistrationData& OpRegistrationData::ParseParamsByOperatorFn(const ParseParamByOpFunc& parse_param_by_op_fn) {
  impl_->record.parse_params_by_op = parse_param_by_op_fn;
  return *this;
}

OpRegistrationData& OpRegistrationData::ImplyType(const domi::ImplyType& imply_type) {
  impl_->record.imply_type = imply_type;
  return *this;
}

OpRegistrationData& OpRegistrationData::InputReorderVector(const std::vector<int32_t>& input_order) {
  impl_->record.input_reorder = input_order;
  return *this;
}

OpRegistrationData& OpRegistrationData::ParseParamsFn(const ParseParamFunc& parse_param_fn) {
  impl_->record.parse_params = parse_param_fn;
  if (parse_param_fn) impl_->record.flags |= OPPKIT_PARSER_PARSE_PARAMS_FN;
  return *this;
}

OpRegistrationData& OpRegistrationData::FusionParseParamsFn(const FusionParseParamFunc& fusion_parse_param_fn) {
  if (fusion_parse_param_fn) impl_->record.flags |= OPPKIT_PARSER_FUSION_PARSE;
  return *this;
}

OpRegistrationData& OpRegistrationData::FusionParseParamsFn(const FusionParseParamByOpFunc& fusion_parse_param_fn) {
  if (fusion_parse_param_fn) impl_->record.flags |= OPPKIT_PARSER_FUSION_PARSE;
  return *this;
}

OpRegistrationData& OpRegistrationData::ParseSubgraphPostFn(const ParseSubgraphFunc& subgraph_post_fn) {
  if (subgraph_post_fn) impl_->record.flags |= OPPKIT_PARSER_SUBGRAPH_POST_FN;
  return *this;
}

OpRegistrationData& OpRegistrationData::ParseSubgraphPostFn(const ParseSubgraphFuncV2& subgraph_post_fn) {
  if (subgraph_post_fn) impl_->record.flags |= OPPKIT_PARSER_SUBGRAPH_POST_FN;
  return *this;
}

OpRegistrationData& OpRegistrationData::ParseOpToGraphFn(const ParseOpToGraphFunc& parse_op_to_graph_fn) {
  impl_->record.parse_op_to_graph = parse_op_to_graph_fn;
  if (parse_op_to_graph_fn) impl_->record.flags |= OPPKIT_PARSER_PARSE_OP_TO_GRAPH;
  return *this;
}

OpRegistrationData& OpRegistrationData::DelInputWithCond(int32_t input_idx, const char* attr_name, bool attr_value) {
  (void)input_idx;
  (void)attr_name;
  (void)attr_value;
  impl_->record.flags |= OPPKIT_PARSER_DELETE_INPUT;
  return *this;
}

OpRegistrationData& OpRegistrationData::DelInputWithCond(int32_t input_idx, const std::string& attr_name,
                                                         bool attr_value) {
  return DelInputWithCond(input_idx, attr_name.c_str(), attr_value);
}

OpRegistrationData& OpRegistrationData::DelInputWithOriginalType(int32_t input_idx, const char* ori_type) {
  (void)input_idx;
  (void)ori_type;
  impl_->record.flags |= OPPKIT_PARSER_DELETE_INPUT;
  return *this;
}

OpRegistrationData& OpRegistrationData::DelInputWithOriginalType(int32_t input_idx, const std::string& ori_type) {
  return DelInputWithOriginalType(input_idx, ori_type.c_str());
}

domi::ImplyType OpRegistrationData::GetImplyType() const { return impl_->record.imply_type; }

std::string OpRegistrationData::GetOmOptype() const { return impl_->record.op_type; }

Status OpRegistrationData::GetOmOptype(ge::AscendString& om_op_type) const {
  om_op_type = ge::AscendString(impl_->record.op_type.c_str());
  return SUCCESS;
}

std::set<std::string> OpRegistrationData::GetOriginOpTypeSet() const {
  return std::set<std::string>(impl_->record.origin_op_types.begin(), impl_->record.origin_op_types.end());
}

Status OpRegistrationData::GetOriginOpTypeSet(std::set<ge::AscendString>& ori_op_type) const {
  for (const std::string& origin : impl_->record.origin_op_types) ori_op_type.insert(ge::AscendString(origin.c_str()));
  return SUCCESS;
}

domi::FrameworkType OpRegistrationData::GetFrameworkType() const { return impl_->record.framework; }

ParseParamByOpFunc OpRegistrationData::GetParseParamByOperatorFn() const { return impl_->record.parse_params_by_op; }

ParseParamFunc OpRegistrationData::GetParseParamFn() const { return impl_->record.parse_params; }

ParseOpToGraphFunc OpRegistrationData::GetParseOpToGraphFn() const { return impl_->record.parse_op_to_graph; }

OpReceiver::OpReceiver(OpRegistrationData& reg_data) {
  if (reg_data.impl_ != nullptr) oppkit::detail::LocalParserRegistry::Instance().Commit(reg_data.impl_->record);
}

OpReceiver::OpReceiver(OpRegistrationData&& reg_data) : OpReceiver(reg_data) {}

Status AutoMappingByOpFn(const ge::Operator& op_src, ge::Operator& op) {
  const ge::OperatorImpl* src = oppkit::detail::OperatorAccess::Impl(op_src);
  if (src == nullptr || op.IsEmpty()) {
    GELOGE(FAILED, "AutoMappingByOpFn: %s operator is empty", src == nullptr ? "the source" : "the destination");
    return FAILED;
  }
  for (const auto& [name, value] : src->attrs) {
    if (!value.empty()) oppkit::detail::SetOperatorAttr(op, name.c_str(), value);
  }
  return SUCCESS;
}

}  // namespace domi

namespace oppkit {
namespace detail {

LocalParserRegistry& LocalParserRegistry::Instance() {
  static LocalParserRegistry registry;
  return registry;
}

void LocalParserRegistry::Commit(ParserRecord record) {
  if (record.op_type.empty()) {
    GELOGE(domi::PARAM_INVALID, "REGISTER_CUSTOM_OP with an empty op type ignored (%s:%u)",
           record.source_file == nullptr ? "?" : record.source_file, record.source_line);
    return;
  }
  if (record.framework == domi::FRAMEWORK_RESERVED) {
    GELOGE(domi::PARAM_INVALID, "REGISTER_CUSTOM_OP(\"%s\") has no FrameworkType; ignored (%s:%u)",
           record.op_type.c_str(), record.source_file == nullptr ? "?" : record.source_file, record.source_line);
    return;
  }
  if (record.origin_op_types.empty()) {
    GELOGW("REGISTER_CUSTOM_OP(\"%s\") names no OriginOpType: it maps no node (%s:%u)", record.op_type.c_str(),
           record.source_file == nullptr ? "?" : record.source_file, record.source_line);
  }
  std::lock_guard<std::mutex> lock(mu_);
  records_.push_back(std::make_unique<ParserRecord>(std::move(record)));
}

std::vector<const ParserRecord*> LocalParserRegistry::Records() const {
  std::lock_guard<std::mutex> lock(mu_);
  std::vector<const ParserRecord*> out;
  out.reserve(records_.size());
  for (const auto& record : records_) out.push_back(record.get());
  return out;
}

}  // namespace detail
}  // namespace oppkit
