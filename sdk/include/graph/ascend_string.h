// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// ge::AscendString: CANN's immutable string type of its ABI-stable interfaces (operator names, attr names).
// Header-only; cheap to copy (the characters are shared).
#pragma once

#include <cstddef>
#include <functional>
#include <memory>
#include <string>

namespace ge {

/// CANN's character and float aliases used in its signatures (`const char_t *`, `float32_t`).
using char_t = char;
using float32_t = float;
using float64_t = double;

/// An immutable string. A default-constructed or null-constructed AscendString is empty and GetString() returns "".
///
/// Example: `ge::AscendString name("conv1"); printf("%s", name.GetString());`
class AscendString {
 public:
  AscendString() = default;
  /// Copies \p name (nullptr gives an empty string).
  AscendString(const char_t* name)  // NOLINT(google-explicit-constructor): CANN converts implicitly.
      : name_(name == nullptr ? nullptr : std::make_shared<const std::string>(name)) {}
  /// Copies the first \p length characters of \p name (nullptr gives an empty string).
  AscendString(const char_t* name, size_t length)
      : name_(name == nullptr ? nullptr : std::make_shared<const std::string>(name, length)) {}

  /// The characters, NUL-terminated; never nullptr.
  const char_t* GetString() const { return name_ == nullptr ? "" : name_->c_str(); }
  /// Number of characters.
  size_t GetLength() const { return name_ == nullptr ? 0 : name_->size(); }
  /// Position of the first occurrence of \p other, or std::string::npos.
  size_t Find(const AscendString& other) const { return View().find(other.View()); }
  /// Hash of the characters (equal strings hash equally).
  size_t Hash() const { return std::hash<std::string>()(View()); }

  bool operator<(const AscendString& other) const { return View() < other.View(); }
  bool operator>(const AscendString& other) const { return View() > other.View(); }
  bool operator<=(const AscendString& other) const { return View() <= other.View(); }
  bool operator>=(const AscendString& other) const { return View() >= other.View(); }
  bool operator==(const AscendString& other) const { return View() == other.View(); }
  bool operator!=(const AscendString& other) const { return View() != other.View(); }

 private:
  const std::string& View() const {
    static const std::string kEmpty;
    return name_ == nullptr ? kEmpty : *name_;
  }
  std::shared_ptr<const std::string> name_;
};

}  // namespace ge

namespace std {
/// Lets AscendString key unordered containers, as in CANN.
template <>
struct hash<ge::AscendString> {
  size_t operator()(const ge::AscendString& s) const { return s.Hash(); }
};
}  // namespace std
