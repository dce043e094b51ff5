// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "inference/inference_rule.h"

#include <fmt/format.h>

#include <cctype>
#include <cmath>
#include <cstring>
#include <map>
#include <mutex>
#include <utility>

#include "util/json_text.h"

namespace oppkit::detail {

// Note [Inference rule grammar]
// GE's rule (ATTR_NAME_INFER_RULE, graph/utils/inference_rule.cc of GE; docs/inference_rules.md) is JSON:
//   {"shape": {"inputs": [[dim, ...] | null, ...], "outputs": [[expr, ...] | null, ...]}, "dtype": [int, ...]}
// Entry j of inputs[i] names what position j of input instance i holds: a symbol `s<N>` (dim j) or `v<N>` (element j of
// the input's value), or a number or "" (nothing). Each output dim is an integer or an expression over those symbols:
// numbers, + - * (binary; unary minus), parentheses, and the functions Div(a, b) (real division), Floor, Ceil, Pow(a,
// b) and Mod(a, b) (the result takes b's sign). GE compiles the expressions to C++ in double arithmetic and truncates
// each dim to int64; here they are evaluated the same way without a compiler. A symbol used in an output must be
// defined by an input; a symbol defined twice takes its first position. `dtype` gives one ge::DataType per output. A
// rule may have either part; nesting deeper than kMaxDepth is refused (the text is node data).

class RuleParser {
 public:
  static constexpr int kMaxDepth = 64;

  RuleParser(std::string_view text, const std::map<std::string, size_t>& symbols, std::vector<InferenceRule::Expr>* out)
      : text_(text), symbols_(symbols), out_(out) {}

  // Parses the whole expression; "" on success, else why not.
  std::string Run() {
    Next();
    if (!error_.empty()) return error_;
    Expression(0);
    if (error_.empty() && kind_ != Token::kEnd) Fail(fmt::format("unexpected '{}'", token_));
    return error_;
  }

 private:
  enum class Token { kEnd, kNumber, kName, kPunct };

  void Fail(std::string why) {
    if (error_.empty()) error_ = std::move(why);
  }
  void Emit(InferenceRule::Expr::Kind kind, double number = 0, size_t symbol = 0) {
    out_->push_back(InferenceRule::Expr{kind, number, symbol});
  }

  void Next() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
    if (pos_ >= text_.size()) {
      kind_ = Token::kEnd;
      token_ = "end";
      return;
    }
    const size_t start = pos_;
    const char c = text_[pos_];
    if (std::isdigit(static_cast<unsigned char>(c)) || c == '.') {
      while (pos_ < text_.size() &&
             (std::isalnum(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '.' ||
              ((text_[pos_] == '+' || text_[pos_] == '-') && (text_[pos_ - 1] == 'e' || text_[pos_ - 1] == 'E')))) {
        ++pos_;
      }
      kind_ = Token::kNumber;
    } else if (std::isalpha(static_cast<unsigned char>(c)) || c == '_') {
      while (pos_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[pos_])) || text_[pos_] == '_')) {
        ++pos_;
      }
      kind_ = Token::kName;
    } else if (std::strchr("+-*(),", c) != nullptr) {
      ++pos_;
      kind_ = Token::kPunct;
    } else {
      Fail(fmt::format("invalid character '{}'", c));
      kind_ = Token::kEnd;
    }
    token_ = text_.substr(start, pos_ - start);
  }
  bool Is(const char* punct) const { return kind_ == Token::kPunct && token_ == punct; }
  void Expect(const char* punct) {
    if (!Is(punct)) return Fail(fmt::format("expected '{}', found '{}'", punct, token_));
    Next();
  }

  void Expression(int depth) {
    if (depth > kMaxDepth) return Fail(fmt::format("nests deeper than {} levels", kMaxDepth));
    Term(depth);
    while (error_.empty() && (Is("+") || Is("-"))) {
      const bool add = Is("+");
      Next();
      Term(depth);
      Emit(add ? InferenceRule::Expr::Kind::kAdd : InferenceRule::Expr::Kind::kSub);
    }
  }
  void Term(int depth) {
    Unary(depth);
    while (error_.empty() && Is("*")) {
      Next();
      Unary(depth);
      Emit(InferenceRule::Expr::Kind::kMul);
    }
  }
  void Unary(int depth) {
    if (depth > kMaxDepth) return Fail(fmt::format("nests deeper than {} levels", kMaxDepth));
    if (Is("-") || Is("+")) {
      const bool negate = Is("-");
      Next();
      Unary(depth + 1);
      if (negate) Emit(InferenceRule::Expr::Kind::kNeg);
      return;
    }
    Primary(depth);
  }
  void Primary(int depth) {
    if (!error_.empty()) return;
    if (kind_ == Token::kNumber) {
      const std::string digits(token_);
      char* end = nullptr;
      const double value = std::strtod(digits.c_str(), &end);
      if (end != digits.c_str() + digits.size()) return Fail(fmt::format("invalid number '{}'", digits));
      Emit(InferenceRule::Expr::Kind::kNumber, value);
      return Next();
    }
    if (Is("(")) {
      Next();
      Expression(depth + 1);
      return Expect(")");
    }
    if (kind_ != Token::kName) return Fail(fmt::format("unexpected '{}'", token_));
    const std::string name(token_);
    Next();
    if (Is("(")) return Call(name, depth);
    const auto it = symbols_.find(name);
    if (it == symbols_.end()) {
      return Fail(IsSymbolName(name) ? fmt::format("symbol '{}' is used but no input defines it", name)
                                     : fmt::format("invalid identifier '{}' (a symbol is s<N> or v<N>)", name));
    }
    Emit(InferenceRule::Expr::Kind::kSymbol, 0, it->second);
  }
  void Call(const std::string& name, int depth) {
    static const std::pair<const char*, std::pair<InferenceRule::Expr::Kind, int>> kFunctions[] = {
        {"Div", {InferenceRule::Expr::Kind::kDiv, 2}},
        {"Floor", {InferenceRule::Expr::Kind::kFloor, 1}},
        {"Ceil", {InferenceRule::Expr::Kind::kCeil, 1}},
        {"Pow", {InferenceRule::Expr::Kind::kPow, 2}},
        {"Mod", {InferenceRule::Expr::Kind::kMod, 2}}};
    for (const auto& [fn, spec] : kFunctions) {
      if (name != fn) continue;
      Next();  // '('
      for (int a = 0; a < spec.second && error_.empty(); ++a) {
        if (a > 0) Expect(",");
        Expression(depth + 1);
      }
      Expect(")");
      if (error_.empty()) Emit(spec.first);
      return;
    }
    Fail(fmt::format("unknown function '{}' (supported: Div, Floor, Ceil, Pow, Mod)", name));
  }

 public:
  static bool IsSymbolName(std::string_view s) {
    if (s.size() < 2 || (s[0] != 's' && s[0] != 'v')) return false;
    for (size_t k = 1; k < s.size(); ++k) {
      if (!std::isdigit(static_cast<unsigned char>(s[k]))) return false;
    }
    return true;
  }

 private:
  std::string_view text_;
  const std::map<std::string, size_t>& symbols_;
  std::vector<InferenceRule::Expr>* out_;
  size_t pos_ = 0;
  Token kind_ = Token::kEnd;
  std::string_view token_;
  std::string error_;
};

namespace {

using nlohmann::ordered_json;

// A dim entry of the rule as text ("" for null); false if it is neither a string, an integer nor null.
bool DimText(const ordered_json& j, std::string* out) {
  if (j.is_null()) {
    out->clear();
  } else if (j.is_string()) {
    *out = j.get<std::string>();
  } else if (j.is_number_integer()) {
    *out = std::to_string(j.get<int64_t>());
  } else {
    return false;
  }
  return true;
}

bool IsNumberText(const std::string& s) {
  if (s.empty()) return false;
  char* end = nullptr;
  (void)std::strtod(s.c_str(), &end);
  return end == s.c_str() + s.size();
}

// The value element \p offset of \p t as int64; false if its dtype is not int32, uint32 or int64.
bool ValueAt(const TensorDesc& t, size_t offset, int64_t* out) {
  const uint8_t* data = t.value->data();
  switch (t.dtype) {
    case ge::DT_INT32: {
      int32_t v;
      std::memcpy(&v, data + 4 * offset, 4);
      *out = v;
      return true;
    }
    case ge::DT_UINT32: {
      uint32_t v;
      std::memcpy(&v, data + 4 * offset, 4);
      *out = v;
      return true;
    }
    case ge::DT_INT64:
      std::memcpy(out, data + 8 * offset, 8);
      return true;
    default:
      return false;
  }
}

size_t ElementSize(ge::DataType dt) { return dt == ge::DT_INT64 ? 8 : 4; }

}  // namespace

std::shared_ptr<const InferenceRule> InferenceRule::Parse(const std::string& json, std::string* error) {
  static std::mutex mu;
  static std::map<std::string, std::shared_ptr<const InferenceRule>> cache;
  constexpr size_t kMaxCached = 256;  // rules are node data: bound what a stream of distinct ones can hold
  {
    std::lock_guard<std::mutex> lock(mu);
    const auto it = cache.find(json);
    if (it != cache.end()) return it->second;
  }
  Result<ordered_json> parsed = json_detail::ParseJsonText(json, "the rule");
  if (!parsed.ok()) {
    *error = parsed.status().detail();
    return nullptr;
  }
  const ordered_json& j = *parsed;
  if (!j.is_object() || (!j.contains("shape") && !j.contains("dtype"))) {
    *error = "a rule is an object with a \"shape\" part, a \"dtype\" part or both";
    return nullptr;
  }
  auto rule = std::make_shared<InferenceRule>();
  if (j.contains("dtype")) {
    const ordered_json& d = j["dtype"];
    if (!d.is_array()) {
      *error = "\"dtype\" must be an array of ge::DataType values";
      return nullptr;
    }
    for (const ordered_json& v : d) {
      const int64_t dt = v.is_number_integer() ? v.get<int64_t>() : -1;
      if (dt < 0 || dt >= ge::DT_MAX || dt == ge::DT_UNDEFINED) {
        *error = fmt::format(
            "\"dtype\" entry {} is not a data type (an "
            "integer in [0, {}), not {})",
            json_detail::Dump(v), static_cast<int>(ge::DT_MAX), static_cast<int>(ge::DT_UNDEFINED));
        return nullptr;
      }
      rule->dtypes_.push_back(static_cast<ge::DataType>(dt));
    }
  }
  if (j.contains("shape")) {
    const ordered_json& s = j["shape"];
    const auto list_of_lists = [](const ordered_json& v) {
      if (v.is_null()) return true;
      if (!v.is_array()) return false;
      for (const ordered_json& e : v) {
        if (!e.is_null() && !e.is_array()) return false;
      }
      return true;
    };
    if (!s.is_object() || !list_of_lists(s.value("inputs", ordered_json())) ||
        !list_of_lists(s.value("outputs", ordered_json()))) {
      *error =
          "\"shape\" must be {\"inputs\": [[dim, ...], ...], \"outputs\": "
          "[[expr, ...], ...]}";
      return nullptr;
    }
    rule->has_shape_ = true;
    std::map<std::string, size_t> symbols;
    const ordered_json inputs = s.value("inputs", ordered_json::array());
    for (size_t i = 0; i < inputs.size(); ++i) {
      if (inputs[i].is_null()) continue;
      for (size_t k = 0; k < inputs[i].size(); ++k) {
        std::string dim;
        if (!DimText(inputs[i][k], &dim)) {
          *error = fmt::format("shape.inputs[{}][{}] is not a symbol, a number or null", i, k);
          return nullptr;
        }
        if (dim.empty() || IsNumberText(dim)) continue;
        if (!RuleParser::IsSymbolName(dim)) {
          *error = fmt::format(
              "shape.inputs[{}][{}] '{}' is not a symbol "
              "(s<N> for a dim, v<N> for a value)",
              i, k, dim);
          return nullptr;
        }
        if (symbols.count(dim) != 0) continue;  // the first position defines it
        symbols.emplace(dim, rule->symbols_.size());
        rule->symbols_.push_back(Symbol{dim, dim[0] == 'v', i, k});
      }
    }
    const ordered_json outputs = s.value("outputs", ordered_json::array());
    for (size_t o = 0; o < outputs.size(); ++o) {
      std::vector<std::vector<Expr>>& dims = rule->outputs_.emplace_back();
      if (outputs[o].is_null()) continue;  // a scalar
      for (size_t k = 0; k < outputs[o].size(); ++k) {
        std::string text;
        if (!DimText(outputs[o][k], &text) || text.empty()) {
          *error = fmt::format("shape.outputs[{}][{}] is not an expression", o, k);
          return nullptr;
        }
        std::string why = RuleParser(text, symbols, &dims.emplace_back()).Run();
        if (!why.empty()) {
          *error = fmt::format("shape.outputs[{}][{}] '{}': {}", o, k, text, why);
          return nullptr;
        }
      }
    }
  }
  std::lock_guard<std::mutex> lock(mu);
  if (cache.size() >= kMaxCached) cache.clear();
  return cache.emplace(json, std::move(rule)).first->second;
}

bool InferenceRule::Evaluate(const std::vector<const TensorDesc*>& inputs, std::vector<std::vector<int64_t>>* outputs,
                             std::string* error) const {
  // Each symbol's value once: known (with its value) or unknown.
  std::vector<std::pair<bool, double>> values(symbols_.size());
  for (size_t k = 0; k < symbols_.size(); ++k) {
    const Symbol& s = symbols_[k];
    if (s.input >= inputs.size()) {
      *error =
          fmt::format("symbol '{}' reads input {}, the node has {} input instances", s.name, s.input, inputs.size());
      return false;
    }
    const TensorDesc& t = *inputs[s.input];
    const bool unknown_rank = t.shape.size() == 1 && t.shape[0] == ge::UNKNOWN_DIM_NUM;
    if (!s.is_value) {
      if (unknown_rank) continue;
      if (s.offset >= t.shape.size()) {
        *error = fmt::format("symbol '{}' reads dim {} of input {}, which has rank {}", s.name, s.offset, s.input,
                             t.shape.size());
        return false;
      }
      if (t.shape[s.offset] >= 0) values[k] = {true, static_cast<double>(t.shape[s.offset])};
      continue;
    }
    if (!t.value) continue;
    if (t.dtype != ge::DT_INT32 && t.dtype != ge::DT_UINT32 && t.dtype != ge::DT_INT64) {
      *error = fmt::format(
          "symbol '{}' reads a value of input {}, whose dtype "
          "is not int32, uint32 or int64",
          s.name, s.input);
      return false;
    }
    if (s.offset >= t.value->size() / ElementSize(t.dtype)) {
      *error = fmt::format("symbol '{}' reads element {} of input {}, which has {}", s.name, s.offset, s.input,
                           t.value->size() / ElementSize(t.dtype));
      return false;
    }
    int64_t v = 0;
    (void)ValueAt(t, s.offset, &v);
    values[k] = {true, static_cast<double>(v)};
  }
  outputs->assign(outputs_.size(), {});
  std::vector<std::pair<bool, double>> stack;
  for (size_t o = 0; o < outputs_.size(); ++o) {
    for (const std::vector<Expr>& expr : outputs_[o]) {
      stack.clear();
      for (const Expr& e : expr) {
        using K = Expr::Kind;
        if (e.kind == K::kNumber) {
          stack.emplace_back(true, e.number);
          continue;
        }
        if (e.kind == K::kSymbol) {
          stack.push_back(values[e.symbol]);
          continue;
        }
        const bool unary = e.kind == K::kNeg || e.kind == K::kFloor || e.kind == K::kCeil;
        const std::pair<bool, double> b = stack.back();
        stack.pop_back();
        const std::pair<bool, double> a = unary ? b : stack.back();
        if (!unary) stack.pop_back();
        double r = 0;
        switch (e.kind) {
          case K::kAdd:
            r = a.second + b.second;
            break;
          case K::kSub:
            r = a.second - b.second;
            break;
          case K::kMul:
            r = a.second * b.second;
            break;
          case K::kNeg:
            r = -b.second;
            break;
          case K::kDiv:
            r = a.second / b.second;
            break;
          case K::kFloor:
            r = std::floor(b.second);
            break;
          case K::kCeil:
            r = std::ceil(b.second);
            break;
          case K::kPow:
            r = std::pow(a.second, b.second);
            break;
          case K::kMod:
            r = std::fmod(a.second, b.second);
            if (r != 0 && ((b.second < 0 && r > 0) || (b.second > 0 && r < 0))) r += b.second;
            break;
          default:
            break;
        }
        stack.emplace_back(a.first && b.first, r);
      }
      const auto [known, result] = stack.back();
      if (known && !(std::isfinite(result) && result > -9.2e18 && result < 9.2e18)) {
        *error = fmt::format("output {} dim {} evaluates to {}, not a dim", o, (*outputs)[o].size(), result);
        return false;
      }
      (*outputs)[o].push_back(known ? static_cast<int64_t>(result) : ge::UNKNOWN_DIM);
    }
  }
  return true;
}

}  // namespace oppkit::detail
