// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Reading a plugin's OppkitPluginInfo (Note [Plugin ABI] in oppkit/plugin_abi.h):
//   - the major version is checked first; another major is refused before anything else is read;
//   - each struct is copied into a zeroed host struct, min(plugin size, host size) bytes, so fields an older
//     plugin lacks read as zero/NULL and fields a newer plugin added are ignored; a size that cuts a field in the
//     middle is refused;
//   - op tables are walked with the element size the plugin reports, never with the host's sizeof;
//   - every count is checked against its pointer, every name for NULL, every enum for range, before anything
//     is dereferenced.
// It runs for every op of every package at load time (the target: at most as much again as the bare dlopen; README,
// "Performance"), so it allocates only what the owning core types need (Note [One block per library]), formats nothing
// unless a check fails (Note [No formatting on the success path]) and reads a name or source file the plugin repeats
// once (NameCache, SourceNames).
#include "loading/plugin_handshake.h"

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <cstddef>
#include <cstring>
#include <exception>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "loading/library_file.h"
#include "loading/shared_library.h"
#include "oppkit/core/log.h"
#include "util/abi_checks.h"
#include "util/plugin_errors.h"

namespace oppkit::detail {
namespace {

#define OPPKIT_FIELD_END(type, field) (offsetof(type, field) + sizeof(type::field))

// Where a struct of each type may end (an older plugin's struct_size must be one of these, or >= sizeof).
constexpr std::array<size_t, 16> kPluginInfoEnds = {
    OPPKIT_FIELD_END(OppkitPluginInfo, abi_version),         OPPKIT_FIELD_END(OppkitPluginInfo, struct_size),
    OPPKIT_FIELD_END(OppkitPluginInfo, op_impl_count),       OPPKIT_FIELD_END(OppkitPluginInfo, op_table),
    OPPKIT_FIELD_END(OppkitPluginInfo, op_proto_count),      OPPKIT_FIELD_END(OppkitPluginInfo, proto_table),
    OPPKIT_FIELD_END(OppkitPluginInfo, op_impl_struct_size), OPPKIT_FIELD_END(OppkitPluginInfo, op_proto_struct_size),
    OPPKIT_FIELD_END(OppkitPluginInfo, sdk_version),         OPPKIT_FIELD_END(OppkitPluginInfo, set_host_services),
    // ABI 1.2
    OPPKIT_FIELD_END(OppkitPluginInfo, parser_count),        OPPKIT_FIELD_END(OppkitPluginInfo, parser_table),
    OPPKIT_FIELD_END(OppkitPluginInfo, parser_struct_size),  OPPKIT_FIELD_END(OppkitPluginInfo, reserved_zero),
    // ABI 1.3
    OPPKIT_FIELD_END(OppkitPluginInfo, infer_symbol_shape_call),
    // ABI 1.4
    OPPKIT_FIELD_END(OppkitPluginInfo, v1_call),
};
constexpr std::array<size_t, 32> kOpImplEnds = {
    OPPKIT_FIELD_END(OppkitOpImpl, struct_size),
    OPPKIT_FIELD_END(OppkitOpImpl, private_attr_count),
    OPPKIT_FIELD_END(OppkitOpImpl, op_type),
    OPPKIT_FIELD_END(OppkitOpImpl, infer_shape),
    OPPKIT_FIELD_END(OppkitOpImpl, infer_shape_range),
    OPPKIT_FIELD_END(OppkitOpImpl, infer_datatype),
    OPPKIT_FIELD_END(OppkitOpImpl, infer_format),
    OPPKIT_FIELD_END(OppkitOpImpl, tiling),
    OPPKIT_FIELD_END(OppkitOpImpl, tiling_parse),
    OPPKIT_FIELD_END(OppkitOpImpl, compile_info_create),
    OPPKIT_FIELD_END(OppkitOpImpl, compile_info_destroy),
    OPPKIT_FIELD_END(OppkitOpImpl, max_tiling_data_size),
    OPPKIT_FIELD_END(OppkitOpImpl, inputs_data_dependency),
    OPPKIT_FIELD_END(OppkitOpImpl, tiling_data_dependency),
    OPPKIT_FIELD_END(OppkitOpImpl, host_inputs),
    OPPKIT_FIELD_END(OppkitOpImpl, output_shape_depend_on_compute),
    OPPKIT_FIELD_END(OppkitOpImpl, private_attrs),
    OPPKIT_FIELD_END(OppkitOpImpl, infer_datatype_same_as_first_input),
    OPPKIT_FIELD_END(OppkitOpImpl, source_line),
    OPPKIT_FIELD_END(OppkitOpImpl, source_file),
    OPPKIT_FIELD_END(OppkitOpImpl, function_sources),  // ABI 1.1
    OPPKIT_FIELD_END(OppkitOpImpl, storage_format_kind),  // ABI 1.2
    OPPKIT_FIELD_END(OppkitOpImpl, storage_combination_count),
    OPPKIT_FIELD_END(OppkitOpImpl, storage_combinations),
    OPPKIT_FIELD_END(OppkitOpImpl, storage_formats_source),
    OPPKIT_FIELD_END(OppkitOpImpl, infer_symbol_shape),  // ABI 1.3
    OPPKIT_FIELD_END(OppkitOpImpl, infer_symbol_shape_source),
    OPPKIT_FIELD_END(OppkitOpImpl, v1_functions),  // ABI 1.4
    OPPKIT_FIELD_END(OppkitOpImpl, v1_sources),
    OPPKIT_FIELD_END(OppkitOpImpl, tiling_data_class),
    OPPKIT_FIELD_END(OppkitOpImpl, tiling_field_count),
    OPPKIT_FIELD_END(OppkitOpImpl, tiling_fields),
};
constexpr std::array<size_t, 15> kOpProtoEnds = {
    OPPKIT_FIELD_END(OppkitOpProto, struct_size),   OPPKIT_FIELD_END(OppkitOpProto, input_count),
    OPPKIT_FIELD_END(OppkitOpProto, op_type),       OPPKIT_FIELD_END(OppkitOpProto, inputs),
    OPPKIT_FIELD_END(OppkitOpProto, output_count),  OPPKIT_FIELD_END(OppkitOpProto, attr_count),
    OPPKIT_FIELD_END(OppkitOpProto, outputs),       OPPKIT_FIELD_END(OppkitOpProto, attrs),
    OPPKIT_FIELD_END(OppkitOpProto, symbol_count),  OPPKIT_FIELD_END(OppkitOpProto, subgraph_count),
    OPPKIT_FIELD_END(OppkitOpProto, symbols),       OPPKIT_FIELD_END(OppkitOpProto, subgraphs),
    OPPKIT_FIELD_END(OppkitOpProto, source_file),   OPPKIT_FIELD_END(OppkitOpProto, source_line),
    OPPKIT_FIELD_END(OppkitOpProto, reserved_zero),
};
constexpr std::array<size_t, 16> kParserEnds = {
    OPPKIT_FIELD_END(OppkitParserRegistration, struct_size),
    OPPKIT_FIELD_END(OppkitParserRegistration, framework_type),
    OPPKIT_FIELD_END(OppkitParserRegistration, op_type),
    OPPKIT_FIELD_END(OppkitParserRegistration, origin_op_types),
    OPPKIT_FIELD_END(OppkitParserRegistration, origin_op_type_count),
    OPPKIT_FIELD_END(OppkitParserRegistration, imply_type),
    OPPKIT_FIELD_END(OppkitParserRegistration, parse_params),
    OPPKIT_FIELD_END(OppkitParserRegistration, parse_params_data),
    OPPKIT_FIELD_END(OppkitParserRegistration, input_reorder),
    OPPKIT_FIELD_END(OppkitParserRegistration, input_reorder_count),
    OPPKIT_FIELD_END(OppkitParserRegistration, flags),
    OPPKIT_FIELD_END(OppkitParserRegistration, source_file),
    OPPKIT_FIELD_END(OppkitParserRegistration, source_line),
    OPPKIT_FIELD_END(OppkitParserRegistration, reserved_zero),
    OPPKIT_FIELD_END(OppkitParserRegistration, parse_op_to_graph),
    OPPKIT_FIELD_END(OppkitParserRegistration, parse_op_to_graph_data),
};
static_assert(kPluginInfoEnds.back() == sizeof(OppkitPluginInfo), "update kPluginInfoEnds with the ABI");
static_assert(kParserEnds.back() == sizeof(OppkitParserRegistration), "update kParserEnds with the ABI");
static_assert(kOpImplEnds.back() == sizeof(OppkitOpImpl), "update kOpImplEnds with the ABI");
static_assert(kOpProtoEnds.back() == sizeof(OppkitOpProto), "update kOpProtoEnds with the ABI");

#undef OPPKIT_FIELD_END

// The registry field of each OppkitFunctionIndex.
constexpr std::array<OpField, 6> kFunctionFields = {OpField::kInferShape,  OpField::kInferShapeRange,
                                                    OpField::kInferDataType, OpField::kInferFormat,
                                                    OpField::kTiling,      OpField::kTilingParse};

// Sanity bounds: a description beyond these is garbage, not a big package.
constexpr uint64_t kMaxOps = 1u << 20;
constexpr uint32_t kMaxItems = 1u << 16;  // inputs, attrs, private attrs, dtypes per op
constexpr uint32_t kMaxStructSize = 1u << 16;
constexpr size_t kMaxNameLength = 4096;
constexpr uint64_t kMaxTilingDataBytes = uint64_t{64} << 20;  // CANN's ops declare a few KB

// Copies the first min(size, sizeof(T)) bytes of \p source into a zeroed \p out. False if \p size cuts a field.
template <typename T, size_t N>
bool CopyPrefix(const void* source, uint32_t size, const std::array<size_t, N>& ends, T* out) {
  const size_t n = std::min<size_t>(size, sizeof(T));
  if (n < sizeof(T)) {
    if (std::find(ends.begin(), ends.end(), n) == ends.end()) return false;
    *out = T{};
  }
  std::memcpy(out, source, n);
  return true;
}

// A NUL-terminated string of at most kMaxNameLength characters; false for NULL, too long, or (if required)
// empty.
// Length of \p text, at most kMaxNameLength + 1; short names (the usual case) are measured inline.
inline size_t NameLength(const char* text) {
  for (size_t n = 0; n < 16; ++n) {
    if (text[n] == '\0') return n;
  }
  return 16 + strnlen(text + 16, kMaxNameLength + 1 - 16);
}

bool ReadString(const char* text, bool non_empty, std::string* out) {
  if (text == nullptr) return false;
  const size_t length = NameLength(text);
  if (length > kMaxNameLength || (non_empty && length == 0)) return false;
  if (out->empty()) {
    out->append(text, length);  // the usual case (a fresh string); cheaper than assign()
  } else {
    out->assign(text, length);
  }
  return true;
}

// The base names of the source files one plugin names, by pointer: the plugin points every REG_OP / IMPL_OP of
// a file at the same string, so a file's path is measured once per plugin, not once per registration.
class SourceNames {
 public:
  /// `<base name of file>:<line>` (no line if 0), or empty if \p file is not a usable name. No formatting
  /// library on this path: it runs once per registration.
  std::string Of(const char* file, uint32_t line) {
    if (file == nullptr) return std::string();
    const Entry& base = Find(file);
    if (base.base == nullptr) return std::string();
    if (line == 0) return std::string(base.base, base.length);
    char digits[16];
    digits[0] = ':';
    char* digits_end = std::to_chars(digits + 1, digits + sizeof(digits), line).ptr;
    const size_t digits_length = static_cast<size_t>(digits_end - digits);
    std::string out(base.length + digits_length, '\0');
    std::memcpy(out.data(), base.base, base.length);
    std::memcpy(out.data() + base.length, digits, digits_length);
    return out;
  }

 private:
  struct Entry {
    const char* file = nullptr;
    const char* base = nullptr;  // nullptr: not a usable name
    size_t length = 0;
  };

  const Entry& Find(const char* file) {
    for (const Entry& entry : entries_) {
      if (entry.file == file) return entry;
    }
    Entry& entry = entries_[next_++ % entries_.size()];
    entry = Entry{file, nullptr, 0};
    const size_t length = strnlen(file, kMaxNameLength + 1);
    if (length == 0 || length > kMaxNameLength) return entry;
    const auto* slash = static_cast<const char*>(memrchr(file, '/', length));
    entry.base = slash == nullptr ? file : slash + 1;
    entry.length = length - static_cast<size_t>(entry.base - file);
    return entry;
  }

  std::array<Entry, 16> entries_{};
  size_t next_ = 0;
};

// Builds the errors of one plugin.
class Checker {
 public:
  explicit Checker(const std::string& library) : library_(library) {}

  Status Bad(const std::string& what) const {
    return Status(ErrorCode::kLoadBadPluginInfo, fmt::format("'{}': {}", library_, what));
  }

 private:
  const std::string& library_;
};

// Note [No formatting on the success path]
// Loading formats nothing for a plugin that is fine: the "where" part of a message ("op 'Conv2D' input 2") is a
// callable that builds the text only when a check fails.

// \p where() names the value in messages.
template <typename Where>
Status CheckAttrValue(const Checker& check, const OppkitAttrValue& value, const Where& where) {
  const std::string problem = AttrValueProblem(value, kMaxItems);
  if (!problem.empty()) return check.Bad(fmt::format("{}: {}", where(), problem));
  return Status();
}

template <typename Where>
Status ReadDtypes(const Checker& check, uint32_t count, const int32_t* dtypes, const Where& where,
                  std::vector<ge::DataType>* out) {
  if (count > kMaxItems) return check.Bad(fmt::format("{}: {} dtypes", where(), count));
  if (count > 0 && dtypes == nullptr) return check.Bad(fmt::format("{}: {} dtypes but no array", where(), count));
  out->resize(count);
  static_assert(sizeof(ge::DataType) == sizeof(int32_t), "ge::DataType values travel as the ABI's int32");
  if (count > 0) std::memcpy(out->data(), dtypes, count * sizeof(int32_t));
  return Status();
}

// The names of one plugin already read, by pointer. A plugin built with the SDK points every IR name and dtype
// symbol at a string literal of its library, shared by all REG_OPs of a file ("x", "y", "T", ...); a name seen
// before is copied from the string already made instead of being measured and validated again. The cached strings
// live in the prototypes being built, which do not move while the plugin is read.
class NameCache {
 public:
  /// Reads the non-empty name \p text into \p out (false if it is null, empty or too long; ReadString()).
  bool Read(const char* text, std::string* out) {
    Slot& slot = SlotOf(text);
    if (slot.raw == text && text != nullptr) {
      *out = *slot.copy;
      return true;
    }
    if (!ReadString(text, true, out)) return false;
    slot.raw = text;
    slot.copy = out;
    return true;
  }

 private:
  struct Slot {
    const char* raw = nullptr;
    const std::string* copy = nullptr;
  };
  // Literals of a library sit next to each other ("x1\0x2\0..."): hash all address bits (Fibonacci hashing).
  Slot& SlotOf(const char* text) {
    return slots_[(reinterpret_cast<uintptr_t>(text) * UINT64_C(0x9E3779B97F4A7C15)) >> (64 - kSlotBits)];
  }
  static constexpr int kSlotBits = 6;
  std::array<Slot, size_t{1} << kSlotBits> slots_{};
};

Status ReadTensors(const Checker& check, uint32_t count, const OppkitIrTensor* tensors, const char* what,
                   const std::string& op, std::vector<IrTensor>* out, NameCache* names) {
  if (count > kMaxItems) return check.Bad(fmt::format("op '{}': {} {}s", op, count, what));
  if (count > 0 && tensors == nullptr) return check.Bad(fmt::format("op '{}': {} {}s but no array", op, count, what));
  out->resize(count);
  for (uint32_t k = 0; k < count; ++k) {
    const OppkitIrTensor& raw = tensors[k];
    IrTensor& tensor = (*out)[k];
    const auto where = [&] { return fmt::format("op '{}' {} {}", op, what, k); };
    if (!names->Read(raw.name, &tensor.name)) return check.Bad(where() + ": null or empty name");
    if (raw.kind > OPPKIT_IO_DYNAMIC)
      return check.Bad(fmt::format("{} ('{}'): unknown kind {}", where(), tensor.name, raw.kind));
    tensor.kind = static_cast<IoKind>(raw.kind);
    if (raw.type_symbol != nullptr) {
      if (!names->Read(raw.type_symbol, &tensor.type_symbol)) return check.Bad(where() + ": bad type symbol");
    } else {
      OPPKIT_RETURN_IF_ERROR(ReadDtypes(check, raw.dtype_count, raw.dtypes, where, &tensor.dtypes));
    }
  }
  return Status();
}

// Note [Prototype checks]
// Queries, graph passes and `oppkit doctor` rely on a prototype being well formed: names unique per list (lookups
// by name return the first), every dtype a real one, and op types printable (a control character in an op type
// forges lines of `oppkit doctor`). The SDK's REG_OP cannot produce anything else; a hand-written or corrupted
// table is refused at load, with the rest of its package. (A type symbol without DATATYPE stays legal: it leaves the
// tensor's dtype unconstrained, OpPrototype::AllowedDtypes.)

// An op type that prints as itself: no control characters (names are NUL-terminated, so no NUL either).
bool IsPrintableName(const std::string& name) {
  return std::none_of(name.begin(), name.end(),
                      [](char c) { return static_cast<unsigned char>(c) < 0x20 || c == 0x7f; });
}

// The first name of \p items that occurs twice, or nullptr.
template <typename T>
const std::string* FirstDuplicateName(const std::vector<T>& items) {
  for (size_t i = 1; i < items.size(); ++i) {  // lists are short: a quadratic scan allocates nothing
    for (size_t j = 0; j < i; ++j) {
      if (items[i].name == items[j].name) return &items[i].name;
    }
  }
  return nullptr;
}

template <typename Where>
Status CheckDtypes(const Checker& check, const std::vector<ge::DataType>& dtypes, const Where& where) {
  for (const ge::DataType dtype : dtypes) {
    if (!IsNamedDataType(dtype)) {
      return check.Bad(fmt::format("{}: {} is not a data type", where(), static_cast<int>(dtype)));
    }
  }
  return Status();
}

Status CheckPrototype(const Checker& check, const OpPrototype& proto) {
  const std::string& op = proto.op_type;
  for (const auto* list : {&proto.inputs, &proto.outputs}) {
    const char* what = list == &proto.inputs ? "input" : "output";
    if (const std::string* name = FirstDuplicateName(*list)) {
      return check.Bad(fmt::format("op '{}': {} name '{}' declared twice", op, what, *name));
    }
    for (const IrTensor& t : *list) {
      const auto where = [&] { return fmt::format("op '{}' {} '{}'", op, what, t.name); };
      OPPKIT_RETURN_IF_ERROR(CheckDtypes(check, t.dtypes, where));
    }
  }
  if (const std::string* name = FirstDuplicateName(proto.attrs)) {
    return check.Bad(fmt::format("op '{}': attr name '{}' declared twice", op, *name));
  }
  if (const std::string* name = FirstDuplicateName(proto.symbols)) {
    return check.Bad(fmt::format("op '{}': DATATYPE '{}' declared twice", op, *name));
  }
  for (const DtypeSymbol& s : proto.symbols) {
    OPPKIT_RETURN_IF_ERROR(
        CheckDtypes(check, s.dtypes, [&] { return fmt::format("op '{}' DATATYPE '{}'", op, s.name); }));
  }
  if (const std::string* name = FirstDuplicateName(proto.subgraphs)) {
    return check.Bad(fmt::format("op '{}': subgraph name '{}' declared twice", op, *name));
  }
  return Status();
}

// A library lists each op type once per table (REG_OP and IMPL_OP of one op merge in the SDK): a second entry is
// a broken table, whichever of the two the registry would take. \p op_type_of(k) is entry k's op type.
template <typename OpTypeOf>
Status CheckUniqueOpTypes(const Checker& check, const char* table, size_t count, const OpTypeOf& op_type_of) {
  std::vector<std::string_view> types(count);
  for (size_t k = 0; k < count; ++k) types[k] = op_type_of(k);
  if (!std::is_sorted(types.begin(), types.end())) std::sort(types.begin(), types.end());  // the SDK's are sorted
  const auto twice = std::adjacent_find(types.begin(), types.end());
  if (twice != types.end()) return check.Bad(fmt::format("{}: op '{}' is listed twice", table, *twice));
  return Status();
}

// Fills \p proto (a default-constructed prototype).
Status ReadPrototype(const Checker& check, const OppkitOpProto& raw, uint64_t index, const std::string& package,
                     const std::string& library, SourceNames* sources, NameCache* names, OpPrototype* proto) {
  if (!ReadString(raw.op_type, true, &proto->op_type)) {
    return check.Bad(fmt::format("prototype {}: null or empty op type", index));
  }
  if (!IsPrintableName(proto->op_type)) {
    return check.Bad(fmt::format("prototype {}: the op type has control characters", index));
  }
  const std::string& op = proto->op_type;
  OPPKIT_RETURN_IF_ERROR(ReadTensors(check, raw.input_count, raw.inputs, "input", op, &proto->inputs, names));
  OPPKIT_RETURN_IF_ERROR(ReadTensors(check, raw.output_count, raw.outputs, "output", op, &proto->outputs, names));

  if (raw.attr_count > kMaxItems) return check.Bad(fmt::format("op '{}': {} attrs", op, raw.attr_count));
  if (raw.attr_count > 0 && raw.attrs == nullptr) {
    return check.Bad(fmt::format("op '{}': {} attrs but no array", op, raw.attr_count));
  }
  proto->attrs.resize(raw.attr_count);
  for (uint32_t k = 0; k < raw.attr_count; ++k) {
    const OppkitIrAttr& a = raw.attrs[k];
    IrAttr& attr = proto->attrs[k];
    const auto where = [&] { return fmt::format("op '{}' attr {}", op, k); };
    if (!names->Read(a.name, &attr.name)) return check.Bad(where() + ": null or empty name");
    if (a.type == OPPKIT_ATTR_NONE || a.type > OPPKIT_ATTR_LIST_LIST_FLOAT) {
      return check.Bad(fmt::format("{} ('{}'): unknown attr type {}", where(), attr.name, a.type));
    }
    attr.type = static_cast<AttrType>(a.type);
    attr.required = a.required != 0;
    if (attr.required || a.default_value.type == OPPKIT_ATTR_NONE) continue;
    if (a.default_value.type != a.type) {
      return check.Bad(fmt::format("{} ('{}'): declared {} but its default is {}", where(), attr.name,
                                   AttrTypeName(attr.type),
                                   a.default_value.type > OPPKIT_ATTR_LIST_LIST_FLOAT
                                       ? "of an unknown type"
                                       : AttrTypeName(static_cast<AttrType>(a.default_value.type))));
    }
    OPPKIT_RETURN_IF_ERROR(
        CheckAttrValue(check, a.default_value, [&] { return where() + " ('" + attr.name + "') default"; }));
    attr.default_value = AttrValue::FromAbi(a.default_value);
  }

  if (raw.symbol_count > kMaxItems) return check.Bad(fmt::format("op '{}': {} dtype symbols", op, raw.symbol_count));
  if (raw.symbol_count > 0 && raw.symbols == nullptr) {
    return check.Bad(fmt::format("op '{}': {} dtype symbols but no array", op, raw.symbol_count));
  }
  proto->symbols.resize(raw.symbol_count);
  for (uint32_t k = 0; k < raw.symbol_count; ++k) {
    const OppkitDtypeSymbol& s = raw.symbols[k];
    DtypeSymbol& symbol = proto->symbols[k];
    const auto where = [&] { return fmt::format("op '{}' dtype symbol {}", op, k); };
    if (!names->Read(s.name, &symbol.name)) return check.Bad(where() + ": null or empty name");
    symbol.is_list = s.is_list != 0;
    OPPKIT_RETURN_IF_ERROR(ReadDtypes(check, s.dtype_count, s.dtypes, where, &symbol.dtypes));
  }

  if (raw.subgraph_count > kMaxItems) return check.Bad(fmt::format("op '{}': {} subgraphs", op, raw.subgraph_count));
  if (raw.subgraph_count > 0 && raw.subgraphs == nullptr) {
    return check.Bad(fmt::format("op '{}': {} subgraphs but no array", op, raw.subgraph_count));
  }
  proto->subgraphs.resize(raw.subgraph_count);
  for (uint32_t k = 0; k < raw.subgraph_count; ++k) {
    const OppkitIrSubgraph& g = raw.subgraphs[k];
    IrSubgraph& subgraph = proto->subgraphs[k];
    const auto where = [&] { return fmt::format("op '{}' subgraph {}", op, k); };
    if (!names->Read(g.name, &subgraph.name)) return check.Bad(where() + ": null or empty name");
    if (g.kind > OPPKIT_SUBGRAPH_DYNAMIC) return check.Bad(fmt::format("{}: unknown kind {}", where(), g.kind));
    subgraph.kind = static_cast<SubgraphKind>(g.kind);
  }

  OPPKIT_RETURN_IF_ERROR(CheckPrototype(check, *proto));
  proto->provenance.package = package;
  proto->provenance.library = library;
  proto->provenance.source = sources->Of(raw.source_file, raw.source_line);
  return Status();
}

// ABI 1.2: the storage-format declaration of \p raw into \p out (oppkit/op_storage_formats.h). A plugin built for an
// older minor has a smaller struct: CopyPrefix left these fields zero, which declares nothing.
Status ReadStorageFormats(const Checker& check, const OppkitOpImpl& raw, const std::string& op,
                          StorageFormatDeclaration* out) {
  const uint32_t kind = raw.storage_format_kind;
  const uint32_t count = raw.storage_combination_count;
  if (kind > OPPKIT_STORAGE_FORMATS_AGNOSTIC) {
    return check.Bad(fmt::format("op '{}': unknown storage-format kind {}", op, kind));
  }
  if (kind != OPPKIT_STORAGE_FORMATS_COMBINATIONS && count != 0) {
    return check.Bad(fmt::format("op '{}': storage-format kind {} with {} combinations", op,
                                 StorageFormatKindName(static_cast<StorageFormatKind>(kind)), count));
  }
  if (kind == OPPKIT_STORAGE_FORMATS_COMBINATIONS && count == 0) {
    return check.Bad(fmt::format("op '{}': storage-format combinations declared, but none given", op));
  }
  if (count > kMaxItems) return check.Bad(fmt::format("op '{}': {} storage-format combinations", op, count));
  if (count > 0 && raw.storage_combinations == nullptr) {
    return check.Bad(fmt::format("op '{}': {} storage-format combinations but no array", op, count));
  }
  out->kind = static_cast<StorageFormatKind>(kind);
  out->combinations.resize(count);
  const auto read_tensors = [&](uint32_t k, const char* what, uint32_t n, const OppkitTensorFormat* formats,
                                std::vector<TensorStorageFormat>* tensors) -> Status {
    if (n > kMaxItems) return check.Bad(fmt::format("op '{}' storage combination {}: {} {}s", op, k, n, what));
    if (n > 0 && formats == nullptr) {
      return check.Bad(fmt::format("op '{}' storage combination {}: {} {}s but no array", op, k, n, what));
    }
    tensors->resize(n);
    for (uint32_t i = 0; i < n; ++i) {
      const OppkitTensorFormat& f = formats[i];
      TensorStorageFormat& t = (*tensors)[i];
      const auto where = [&] { return fmt::format("op '{}' storage combination {} {} {}", op, k, what, i); };
      const int32_t primary = ge::GetPrimaryFormat(f.format);
      if (f.format < 0 || primary == ge::FORMAT_RESERVED || primary >= ge::FORMAT_END) {
        return check.Bad(fmt::format("{}: {} is not a format", where(), f.format));
      }
      t.format = static_cast<ge::Format>(f.format);
      if (f.reshape_type != nullptr && !ReadString(f.reshape_type, false, &t.reshape_type)) {
        return check.Bad(where() + ": bad reshape type");
      }
      if (f.groups_attr != nullptr && !ReadString(f.groups_attr, false, &t.groups_attr)) {
        return check.Bad(where() + ": bad groups attr name");
      }
    }
    return Status();
  };
  for (uint32_t k = 0; k < count; ++k) {
    const OppkitStorageCombination& c = raw.storage_combinations[k];
    OPPKIT_RETURN_IF_ERROR(read_tensors(k, "input", c.input_count, c.inputs, &out->combinations[k].inputs));
    OPPKIT_RETURN_IF_ERROR(read_tensors(k, "output", c.output_count, c.outputs, &out->combinations[k].outputs));
  }
  return Status();
}

// Fills \p out (a default-constructed contribution).
Status ReadImpl(const Checker& check, const OppkitOpImpl& raw, uint64_t index, const std::string& package,
                const std::string& library, InferSymbolShapeCallFunc symbolic_call, OppkitV1CallFn v1_call,
                SourceNames* sources, ImplContribution* out) {
  ImplContribution& impl = *out;
  if (!ReadString(raw.op_type, true, &impl.op_type)) {
    return check.Bad(fmt::format("op table entry {}: null or empty op type", index));
  }
  if (!IsPrintableName(impl.op_type)) {
    return check.Bad(fmt::format("op table entry {}: the op type has control characters", index));
  }
  const std::string& op = impl.op_type;
  OpImplFunctions& f = impl.functions;
  // Note [Plugin ABI]: each pointer is converted back to the exact type the plugin stored.
  f.infer_shape = reinterpret_cast<InferShapeFunc>(raw.infer_shape);
  f.infer_shape_range = reinterpret_cast<InferShapeRangeFunc>(raw.infer_shape_range);
  f.infer_datatype = reinterpret_cast<InferDataTypeFunc>(raw.infer_datatype);
  f.infer_format = reinterpret_cast<InferFormatFunc>(raw.infer_format);
  f.tiling = reinterpret_cast<TilingFunc>(raw.tiling);
  f.tiling_parse = reinterpret_cast<TilingParseFunc>(raw.tiling_parse);
  f.compile_info_create = raw.compile_info_create;
  f.compile_info_destroy = raw.compile_info_destroy;
  if ((f.compile_info_create == nullptr) != (f.compile_info_destroy == nullptr)) {
    return check.Bad(fmt::format("op '{}': compile-info create and destroy must be given together", op));
  }
  f.max_tiling_data_size = raw.max_tiling_data_size;
  if (f.max_tiling_data_size > kMaxTilingDataBytes) {  // the host allocates this much per tiling call
    return check.Bad(fmt::format("op '{}': max tiling data size {} bytes (at most {})", op, f.max_tiling_data_size,
                                 kMaxTilingDataBytes));
  }
  f.inputs_data_dependency = raw.inputs_data_dependency;
  f.tiling_data_dependency = raw.tiling_data_dependency;
  f.host_inputs = raw.host_inputs;
  f.output_shape_depend_on_compute = raw.output_shape_depend_on_compute;
  f.infer_datatype_same_as_first_input = raw.infer_datatype_same_as_first_input != 0;

  if (raw.private_attr_count > kMaxItems) {
    return check.Bad(fmt::format("op '{}': {} private attrs", op, raw.private_attr_count));
  }
  if (raw.private_attr_count > 0 && raw.private_attrs == nullptr) {
    return check.Bad(fmt::format("op '{}': {} private attrs but no array", op, raw.private_attr_count));
  }
  f.private_attrs.resize(raw.private_attr_count);
  for (uint32_t k = 0; k < raw.private_attr_count; ++k) {
    const OppkitPrivateAttr& a = raw.private_attrs[k];
    PrivateAttr& attr = f.private_attrs[k];
    const auto where = [&] { return fmt::format("op '{}' private attr {}", op, k); };
    if (!ReadString(a.name, true, &attr.name)) return check.Bad(where() + ": null or empty name");
    OPPKIT_RETURN_IF_ERROR(CheckAttrValue(check, a.default_value, [&] { return where() + " ('" + attr.name + "')"; }));
    attr.default_value = AttrValue::FromAbi(a.default_value);
  }
  impl.provenance.package = package;
  impl.provenance.library = library;
  impl.provenance.source = sources->Of(raw.source_file, raw.source_line);
  // ABI 1.1: functions registered by another IMPL_OP block than the op's first get their own source (a plugin
  // built for 1.0 has a smaller struct: CopyPrefix left these zero, and every function shows the op's source).
  static_assert(OPPKIT_FN_COUNT == kFunctionFields.size(), "one OpField per OppkitFunctionIndex");
  for (size_t k = 0; k < kFunctionFields.size(); ++k) {
    const OppkitSourceLocation& location = raw.function_sources[k];
    if (location.file == nullptr) continue;
    if (location.file == raw.source_file && location.line == raw.source_line) continue;
    std::string source = sources->Of(location.file, location.line);
    if (source.empty() || source == impl.provenance.source) continue;
    impl.function_provenance.push_back({kFunctionFields[k], impl.provenance});
    impl.function_provenance.back().second.source = std::move(source);
  }
  OPPKIT_RETURN_IF_ERROR(ReadStorageFormats(check, raw, op, &f.storage_formats));
  if (f.storage_formats.declared()) {
    // Its own source (the OPPKIT_OP_STORAGE_FORMATS block), which is never the op's IMPL_OP source.
    const OppkitSourceLocation& location = raw.storage_formats_source;
    std::string source = sources->Of(location.file, location.line);
    if (!source.empty() && source != impl.provenance.source) {
      impl.function_provenance.push_back({OpField::kStorageFormats, impl.provenance});
      impl.function_provenance.back().second.source = std::move(source);
    }
  }
  // ABI 1.3: an InferSymbolShape runs only through its library's symbolic call (Note [Symbolic call] of the SDK).
  if (raw.infer_symbol_shape != nullptr) {
    if (symbolic_call == nullptr) {
      return check.Bad(fmt::format("op '{}': an InferSymbolShape function but no infer_symbol_shape_call", op));
    }
    f.infer_symbol_shape = reinterpret_cast<InferSymbolShapeFunc>(raw.infer_symbol_shape);
    f.infer_symbol_shape_call = symbolic_call;
    const OppkitSourceLocation& location = raw.infer_symbol_shape_source;
    std::string source = sources->Of(location.file, location.line);
    if (!source.empty() && source != impl.provenance.source) {
      impl.function_provenance.push_back({OpField::kInferSymbolShape, impl.provenance});
      impl.function_provenance.back().second.source = std::move(source);
    }
  }
  // ABI 1.4: the tiling-data layout.
  if (raw.tiling_data_class != nullptr && !ReadString(raw.tiling_data_class, true, &f.tiling_data_class)) {
    return check.Bad(fmt::format("op '{}': an empty or overlong tiling-data class name", op));
  }
  if (raw.tiling_field_count > kMaxItems || (raw.tiling_field_count > 0 && raw.tiling_fields == nullptr)) {
    return check.Bad(fmt::format("op '{}': {} tiling fields{}", op, raw.tiling_field_count,
                                 raw.tiling_fields == nullptr ? " but no array" : ""));
  }
  f.tiling_fields.resize(static_cast<size_t>(raw.tiling_field_count));
  for (size_t k = 0; k < f.tiling_fields.size(); ++k) {
    const OppkitTilingField& in = raw.tiling_fields[k];
    TilingField& field = f.tiling_fields[k];
    if (!ReadString(in.name, true, &field.name) || !ReadString(in.type, true, &field.type) || in.count == 0 ||
        in.element_size == 0 || in.element_size > 64 || in.count > (1u << 24) || in.offset > (uint64_t{1} << 32)) {
      return check.Bad(fmt::format("op '{}': tiling field {} has no name or type, or an impossible size", op, k));
    }
    field.offset = in.offset;
    field.element_size = in.element_size;
    field.count = in.count;
  }
  // ABI 1.4: a V1 function runs only through its library's V1 call (Note [V1 calls] of the SDK).
  for (uint32_t kind = 0; kind < OPPKIT_V1_KIND_COUNT; ++kind) {
    if (raw.v1_functions[kind] == nullptr) continue;
    if (v1_call == nullptr) return check.Bad(fmt::format("op '{}': a V1 function but no v1_call", op));
    f.v1_functions[kind] = raw.v1_functions[kind];
    f.v1_calls[kind] = v1_call;
    std::string source = sources->Of(raw.v1_sources[kind].file, raw.v1_sources[kind].line);
    if (!source.empty() && source != impl.provenance.source) {
      impl.function_provenance.push_back({V1Field(kind), impl.provenance});
      impl.function_provenance.back().second.source = std::move(source);
    }
  }
  return Status();
}

// Fills \p out (a default-constructed registration). ABI 1.2.
Status ReadParser(const Checker& check, const OppkitParserRegistration& raw, uint64_t index,
                  const std::string& package, const std::string& library, SourceNames* sources,
                  ParserRegistration* out) {
  if (!ReadString(raw.op_type, true, &out->op_type)) {
    return check.Bad(fmt::format("parser registration {}: null or empty op type", index));
  }
  const auto where = [&] { return fmt::format("parser registration {} ('{}')", index, out->op_type); };
  out->framework = raw.framework_type;
  out->imply_type = raw.imply_type;
  if (raw.origin_op_type_count > kMaxItems) {
    return check.Bad(fmt::format("{}: {} origin op types", where(), raw.origin_op_type_count));
  }
  if (raw.origin_op_type_count > 0 && raw.origin_op_types == nullptr) {
    return check.Bad(fmt::format("{}: {} origin op types but no array", where(), raw.origin_op_type_count));
  }
  out->origin_op_types.resize(raw.origin_op_type_count);
  for (uint32_t k = 0; k < raw.origin_op_type_count; ++k) {
    if (!ReadString(raw.origin_op_types[k], true, &out->origin_op_types[k])) {
      return check.Bad(fmt::format("{}: origin op type {} is null or empty", where(), k));
    }
  }
  // Note [Plugin ABI]: converted back to the exact type the plugin stored.
  out->parse_params = reinterpret_cast<ParseParamsFunc>(raw.parse_params);
  out->parse_params_data = raw.parse_params_data;
  out->parse_op_to_graph = reinterpret_cast<ParseOpToGraphFunc>(raw.parse_op_to_graph);
  out->parse_op_to_graph_data = raw.parse_op_to_graph_data;
  if (raw.input_reorder_count > kMaxItems) {
    return check.Bad(fmt::format("{}: input reorder vector of {} entries", where(), raw.input_reorder_count));
  }
  if (raw.input_reorder_count > 0 && raw.input_reorder == nullptr) {
    return check.Bad(fmt::format("{}: {} input reorder entries but no array", where(), raw.input_reorder_count));
  }
  out->input_reorder.assign(raw.input_reorder, raw.input_reorder + raw.input_reorder_count);
  out->flags = raw.flags;
  out->provenance.package = package;
  out->provenance.library = library;
  out->provenance.source = sources->Of(raw.source_file, raw.source_line);
  return Status();
}

// Checks a table's element size and returns it.
Status CheckTable(const Checker& check, const char* what, uint64_t count, const void* table, uint32_t stride,
                  size_t min_size) {
  if (count == 0) return Status();
  if (count > kMaxOps) return check.Bad(fmt::format("{} of {} entries", what, count));
  if (table == nullptr) return check.Bad(fmt::format("{} of {} entries is NULL", what, count));
  if (stride < min_size || stride > kMaxStructSize) {
    return check.Bad(fmt::format("{} element size {} (needs {} to {})", what, stride, min_size, kMaxStructSize));
  }
  return Status();
}

// Messages plugins send through OppkitHostServices::log.
void LogFromPlugin(uint32_t level, const char* message) {
  try {
    LogLevel l = level >= OPPKIT_LOG_ERROR  ? LogLevel::kError
                 : level == OPPKIT_LOG_WARN ? LogLevel::kWarn
                 : level == OPPKIT_LOG_INFO ? LogLevel::kInfo
                                            : LogLevel::kDebug;
    // Note [Plugin error text in statuses]: kept for the Status of the failing call, whatever the log level. That
    // Status is what the caller reports, so the log shows the message at info level only: printed at error level
    // too, every op failure would reach the user twice.
    if (l == LogLevel::kError && message != nullptr) {
      detail::RecordPluginError(message);
      l = LogLevel::kInfo;
    }
    if (!LogEnabled(l)) return;
    LogMessage(l, std::string("[plugin] ") + (message == nullptr ? "" : message));
  } catch (...) {
    // Nothing may propagate into plugin (C) code.
  }
}

// One immutable services struct per minimum level: a plugin may keep the pointer for as long as it lives, so
// these have static storage and are never modified.
const OppkitHostServices kHostServices[] = {
    {sizeof(OppkitHostServices), OPPKIT_LOG_DEBUG, &LogFromPlugin},
    {sizeof(OppkitHostServices), OPPKIT_LOG_INFO, &LogFromPlugin},
    {sizeof(OppkitHostServices), OPPKIT_LOG_WARN, &LogFromPlugin},
    {sizeof(OppkitHostServices), OPPKIT_LOG_ERROR, &LogFromPlugin},
};

}  // namespace

Result<OpenedPlugin> OpenPluginLibrary(const std::string& path, const std::string& package) {
  OPPKIT_RETURN_IF_ERROR(CheckLibraryFile(path));
  Result<std::shared_ptr<SharedLibrary>> opened = SharedLibrary::Open(path);
  if (!opened.ok()) return opened.status();
  Result<const OppkitPluginInfo*> info = CallPluginEntry(**opened);
  if (!info.ok()) return info.status();
  Result<ImportedPlugin> plugin = ImportPluginInfo(*info, package, path);
  if (!plugin.ok()) return plugin.status();
  return OpenedPlugin{std::move(opened).value(), std::move(plugin).value()};
}

Result<const OppkitPluginInfo*> CallPluginEntry(const SharedLibrary& library) {
  void* symbol = library.FindSymbol(OPPKIT_PLUGIN_ENTRY_SYMBOL);
  if (symbol == nullptr) {
    return Status(ErrorCode::kLoadNoEntry, fmt::format("'{}': no entry symbol {} (not an oppkit op library?)",
                                                       library.path(), OPPKIT_PLUGIN_ENTRY_SYMBOL));
  }
  const auto entry = reinterpret_cast<OppkitGetPluginInfoFn>(symbol);
  const OppkitPluginInfo* info = nullptr;
  try {
    info = entry();
  } catch (const std::exception& e) {
    return Status(ErrorCode::kLoadEntryFailed,
                  fmt::format("'{}': {} threw '{}'", library.path(), OPPKIT_PLUGIN_ENTRY_SYMBOL, e.what()));
  } catch (...) {
    return Status(ErrorCode::kLoadEntryFailed,
                  fmt::format("'{}': {} threw an exception", library.path(), OPPKIT_PLUGIN_ENTRY_SYMBOL));
  }
  if (info == nullptr) {
    return Status(ErrorCode::kLoadEntryFailed,
                  fmt::format("'{}': {} returned NULL", library.path(), OPPKIT_PLUGIN_ENTRY_SYMBOL));
  }
  return info;
}

Result<ImportedPlugin> ImportPluginInfo(const OppkitPluginInfo* raw_info, const std::string& package,
                                        const std::string& library_path) {
  const Checker check(library_path);
  if (raw_info == nullptr) return check.Bad("NULL plugin info");
  const uint32_t version = raw_info->abi_version;
  if (OPPKIT_ABI_MAJOR_OF(version) != OPPKIT_PLUGIN_ABI_MAJOR) {
    return Status(ErrorCode::kLoadAbiMismatch,
                  fmt::format("'{}': plugin ABI {}.{}, core supports {}.x", library_path, OPPKIT_ABI_MAJOR_OF(version),
                              OPPKIT_ABI_MINOR_OF(version), OPPKIT_PLUGIN_ABI_MAJOR));
  }
  if (raw_info->struct_size > kMaxStructSize) {
    return check.Bad(fmt::format("plugin info struct_size {}", raw_info->struct_size));
  }
  OppkitPluginInfo info;
  if (raw_info->struct_size < kPluginInfoEnds[1] ||
      !CopyPrefix(raw_info, raw_info->struct_size, kPluginInfoEnds, &info)) {
    return check.Bad(fmt::format("plugin info struct_size {} does not end at a field", raw_info->struct_size));
  }

  ImportedPlugin plugin;
  plugin.abi_version = version;
  if (info.sdk_version != nullptr) ReadString(info.sdk_version, false, &plugin.sdk_version);
  plugin.set_host_services = info.set_host_services;

  OPPKIT_RETURN_IF_ERROR(
      CheckTable(check, "op table", info.op_impl_count, info.op_table, info.op_impl_struct_size, kOpImplEnds[2]));
  OPPKIT_RETURN_IF_ERROR(CheckTable(check, "prototype table", info.op_proto_count, info.proto_table,
                                    info.op_proto_struct_size, kOpProtoEnds[2]));

  // Note [One block per library]
  // All prototypes of a library live in one heap block; each shared_ptr handed out shares ownership of the block
  // (aliasing constructor), so the block lives as long as any of them: one allocation (and one reference count)
  // per library instead of one per prototype.
  SourceNames sources;
  NameCache names;
  auto block = std::make_shared<std::vector<OpPrototype>>(static_cast<size_t>(info.op_proto_count));
  plugin.prototypes.reserve(block->size());
  const auto* proto_bytes = reinterpret_cast<const unsigned char*>(info.proto_table);
  for (uint64_t i = 0; i < info.op_proto_count; ++i) {
    const void* element = proto_bytes + i * info.op_proto_struct_size;
    uint32_t element_size = 0;
    std::memcpy(&element_size, element, sizeof(element_size));
    OppkitOpProto raw;
    if (!CopyPrefix(element, std::min(element_size, info.op_proto_struct_size), kOpProtoEnds, &raw) ||
        std::min(element_size, info.op_proto_struct_size) < kOpProtoEnds[2]) {
      return check.Bad(fmt::format("prototype {}: struct_size {} does not end at a field", i, element_size));
    }
    OpPrototype* proto = &(*block)[i];
    OPPKIT_RETURN_IF_ERROR(ReadPrototype(check, raw, i, package, library_path, &sources, &names, proto));
    plugin.prototypes.emplace_back(block, proto);
  }

  plugin.impls.resize(static_cast<size_t>(info.op_impl_count));
  const auto* impl_bytes = reinterpret_cast<const unsigned char*>(info.op_table);
  for (uint64_t i = 0; i < info.op_impl_count; ++i) {
    const void* element = impl_bytes + i * info.op_impl_struct_size;
    uint32_t element_size = 0;
    std::memcpy(&element_size, element, sizeof(element_size));
    OppkitOpImpl raw;
    if (!CopyPrefix(element, std::min(element_size, info.op_impl_struct_size), kOpImplEnds, &raw) ||
        std::min(element_size, info.op_impl_struct_size) < kOpImplEnds[2]) {
      return check.Bad(fmt::format("op table entry {}: struct_size {} does not end at a field", i, element_size));
    }
    OPPKIT_RETURN_IF_ERROR(ReadImpl(check, raw, i, package, library_path, info.infer_symbol_shape_call, info.v1_call,
                                    &sources, &plugin.impls[i]));
  }
  // Note [Prototype checks]
  OPPKIT_RETURN_IF_ERROR(CheckUniqueOpTypes(check, "prototype table", plugin.prototypes.size(),
                                            [&](size_t k) { return std::string_view(plugin.prototypes[k]->op_type); }));
  OPPKIT_RETURN_IF_ERROR(CheckUniqueOpTypes(check, "op table", plugin.impls.size(),
                                            [&](size_t k) { return std::string_view(plugin.impls[k].op_type); }));

  // ABI 1.2: framework parser registrations (an older plugin's info ends before parser_count: CopyPrefix left 0).
  OPPKIT_RETURN_IF_ERROR(CheckTable(check, "parser table", info.parser_count, info.parser_table,
                                    info.parser_struct_size, kParserEnds[2]));
  plugin.parsers.resize(static_cast<size_t>(info.parser_count));
  const auto* parser_bytes = reinterpret_cast<const unsigned char*>(info.parser_table);
  for (uint64_t i = 0; i < info.parser_count; ++i) {
    const void* element = parser_bytes + i * info.parser_struct_size;
    uint32_t element_size = 0;
    std::memcpy(&element_size, element, sizeof(element_size));
    OppkitParserRegistration raw;
    if (!CopyPrefix(element, std::min(element_size, info.parser_struct_size), kParserEnds, &raw) ||
        std::min(element_size, info.parser_struct_size) < kParserEnds[2]) {
      return check.Bad(fmt::format("parser registration {}: struct_size {} does not end at a field", i, element_size));
    }
    OPPKIT_RETURN_IF_ERROR(ReadParser(check, raw, i, package, library_path, &sources, &plugin.parsers[i]));
  }
  return plugin;
}

Status SetHostServices(const ImportedPlugin& plugin, const std::string& library_path) {
  if (plugin.set_host_services == nullptr) return Status();
  const LogLevel level = GetLogLevel();
  const size_t index = level == LogLevel::kOff ? 3 : std::min<size_t>(static_cast<size_t>(level), 3);
  try {
    plugin.set_host_services(&kHostServices[index]);
  } catch (...) {
    return Status(ErrorCode::kLoadEntryFailed, fmt::format("'{}': set_host_services threw", library_path));
  }
  return Status();
}

}  // namespace oppkit::detail
