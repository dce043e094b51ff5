// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// OPPKIT_OP_STORAGE_FORMATS: an op package declares which storage (run-time) formats an op supports, as CANN's FE
// reads them from the op's ops-info: per input and output format combinations in preference order, or "format
// agnostic" for element-wise ops that follow their input. An oppkit extension: CANN's IMPL_OP builder is not
// changed. Whole-graph inference (docs/graph.md, "Storage formats") picks, per op node, the first combination that
// the transfer engine (oppkit/format_transfer.h) can lay the node's tensors out in, and inserts TransData where a
// producer's storage format differs from its consumer's.
//
// ```
// #include "oppkit/op_storage_formats.h"
//
// OPPKIT_OP_STORAGE_FORMATS(Conv2D)
//     .Combination({ge::FORMAT_NC1HWC0, oppkit::TensorFormat(ge::FORMAT_FRACTAL_Z).GroupsFromAttr("groups"),
//                   ge::FORMAT_ND, ge::FORMAT_ND},        // x, filter, bias, offset_w
//                  {ge::FORMAT_NC1HWC0});                 // y
// OPPKIT_OP_STORAGE_FORMATS(MatMulV2)
//     .Combination({ge::FORMAT_FRACTAL_NZ, ge::FORMAT_FRACTAL_NZ, ge::FORMAT_ND, ge::FORMAT_ND}, {ge::FORMAT_FRACTAL_NZ})
//     .Combination({ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND, ge::FORMAT_ND}, {ge::FORMAT_ND});  // fallback
// OPPKIT_OP_STORAGE_FORMATS(Relu).FormatAgnostic();
// ```
//
// Note [Storage-format declarations]
// - A combination names one TensorFormat per IR input and per IR output, in IR order (optional inputs included;
//   a dynamic input's entry applies to every instance). FORMAT_ND means "no storage layout": the tensor keeps its
//   origin format, as CANN's ND accepts every plain layout. Any other value is a full ge::Format (its C0 and
//   sub-format fields count); ReshapeType() expands a tensor of lower rank first (BNInference's per-channel
//   inputs: "C"), GroupsFromAttr() takes the FRACTAL_Z / FRACTAL_Z_3D group count from an Int attr of the node.
// - FormatAgnostic(): the op follows its inputs. When every non-scalar input has the same storage format (and
//   origin format and shape: no broadcast) and the outputs have that shape too, every non-scalar input and every
//   output takes that storage format; otherwise the op runs in its origin formats. Scalars keep their origin format.
// - One declaration per op and library: the first OPPKIT_OP_STORAGE_FORMATS(T) block of a library that declares
//   something wins, a different later one is ignored with a warning (as IMPL_OP fields merge). Across packages the
//   registry merges the declaration like a host function: the package of highest priority that declares storage
//   formats for T wins, with provenance (`oppkit show T`). An op that declares nothing runs in its origin formats.
// - Within one block, Combination() calls add combinations in preference order; FormatAgnostic() and
//   Combination() exclude each other (the second kind is ignored with an error log).
// The declaration crosses the plugin boundary in OppkitOpImpl (plugin ABI 1.2, oppkit/plugin_abi.h).
#pragma once

#include <cstdint>
#include <initializer_list>
#include <memory>
#include <string>

#include "graph/types.h"
#include "register/register_types.h"

namespace oppkit {

/// The storage format of one tensor in a combination of OPPKIT_OP_STORAGE_FORMATS (Note [Storage-format
/// declarations]). Implicit from a ge::Format, so a combination reads `{ge::FORMAT_NC1HWC0, ge::FORMAT_ND}`.
class TensorFormat {
 public:
  /// \p format: a full ge::Format value, or FORMAT_ND to keep the tensor's origin format.
  // NOLINTNEXTLINE(google-explicit-constructor)
  TensorFormat(ge::Format format) : format_(format) {}

  /// The CANN reshape type that expands a tensor of lower rank before its storage shape is derived (letters of
  /// the origin format's axes: "C" makes a 1-D tensor [1, C, 1, 1] of an NCHW one). Null or empty: the default.
  TensorFormat& ReshapeType(const char* reshape_type) {
    reshape_type_ = reshape_type == nullptr ? "" : reshape_type;
    return *this;
  }
  /// The FRACTAL_Z / FRACTAL_Z_3D group count is the value of the node's Int attr \p attr when it is > 1
  /// (Conv2D's `groups`).
  TensorFormat& GroupsFromAttr(const char* attr) {
    groups_attr_ = attr == nullptr ? "" : attr;
    return *this;
  }

  ge::Format format() const { return format_; }
  const std::string& reshape_type() const { return reshape_type_; }
  const std::string& groups_attr() const { return groups_attr_; }

 private:
  ge::Format format_;
  std::string reshape_type_;
  std::string groups_attr_;
};

namespace detail {
struct OpStorageFormatsAccess;
}  // namespace detail

/// The builder behind OPPKIT_OP_STORAGE_FORMATS (Note [Storage-format declarations]). Like IMPL_OP, the static
/// object is copy-initialised from the chained builder and the copy commits the declaration into the library's
/// hidden op registry, which the plugin entry publishes.
class OpStorageFormats {
 public:
  /// A builder for op type \p op_type (nothing is declared until a copy commits it).
  explicit OpStorageFormats(const char* op_type);
  /// Copies the builder and commits it.
  OpStorageFormats(const OpStorageFormats& other);
  /// Takes the builder over and commits it.
  OpStorageFormats(OpStorageFormats&& other) noexcept;
  OpStorageFormats& operator=(const OpStorageFormats&) = delete;
  OpStorageFormats& operator=(OpStorageFormats&&) = delete;
  ~OpStorageFormats();

  /// Adds a combination (after those added before: preference order): one TensorFormat per IR input, then one per
  /// IR output, in IR order.
  OpStorageFormats& Combination(std::initializer_list<TensorFormat> inputs, std::initializer_list<TensorFormat> outputs);
  /// The op is format agnostic: it follows its inputs (element-wise ops).
  OpStorageFormats& FormatAgnostic();

  /// The builder's state (defined in the SDK library).
  struct Impl;

 private:
  friend struct detail::OpStorageFormatsAccess;
  OpStorageFormats(const char* op_type, const char* source_file, uint32_t source_line);

  std::unique_ptr<Impl> impl_;
};

namespace detail {
/// Creates the builder of an OPPKIT_OP_STORAGE_FORMATS block, recording where the block stands.
struct OpStorageFormatsAccess {
  static OpStorageFormats Begin(const char* op_type, const char* source_file, uint32_t source_line) {
    return OpStorageFormats(op_type, source_file, source_line);
  }
};
}  // namespace detail

}  // namespace oppkit

#define OPPKIT_OP_STORAGE_FORMATS_COUNTER(op_type, counter)                                   \
  static ::oppkit::OpStorageFormats VAR_UNUSED oppkit_op_storage_formats_##op_type##counter = \
      ::oppkit::detail::OpStorageFormatsAccess::Begin(#op_type, __FILE__, __LINE__)
#define OPPKIT_OP_STORAGE_FORMATS_COUNTER_NUMBER(op_type, counter) OPPKIT_OP_STORAGE_FORMATS_COUNTER(op_type, counter)

/// Declares the storage formats op type \p op_type supports (Note [Storage-format declarations]).
/// Example: `OPPKIT_OP_STORAGE_FORMATS(MaxPool).Combination({ge::FORMAT_NC1HWC0}, {ge::FORMAT_NC1HWC0});`
#define OPPKIT_OP_STORAGE_FORMATS(op_type) OPPKIT_OP_STORAGE_FORMATS_COUNTER_NUMBER(op_type, __COUNTER__)
