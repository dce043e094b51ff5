// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// base/err_msg.h's reporting functions (Note [Error messages] in sdk/include/base/err_msg.h).
#include "base/err_msg.h"

#include <cstdarg>
#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>

#include "framework/common/debug/ge_log.h"
#include "register/plugin_log_internal.h"

namespace error_message {
namespace {

struct ErrorFormat {
  std::string message;            // with one %s per argument
  std::vector<std::string> args;  // the Arglist names, in order
};

struct FormatTable {
  std::mutex mu;
  std::map<std::string, ErrorFormat, std::less<>> formats;
};

FormatTable& Formats() {
  static FormatTable table;
  return table;
}

// Note [Error format reader]
// The SDK links no JSON library (op libraries depend on the SDK only), and a registered text is a flat list of
// objects whose fields of interest are strings: ErrCode, ErrMessage, Arglist. The reader walks the text once,
// keeping one field map per open object; a closing brace turns the map of the object it closes into a format if it
// holds ErrCode and ErrMessage. Anything else (numbers, nested "suggestion" objects, arrays) is skipped. A string
// that runs past the end stops the walk: what was complete before it is kept.
class FormatReader {
 public:
  explicit FormatReader(std::string_view text) : text_(text) {}

  std::vector<std::pair<std::string, ErrorFormat>> Read() {
    std::vector<std::pair<std::string, ErrorFormat>> found;
    std::vector<std::map<std::string, std::string>> objects;
    std::string pending_key;  // a string just read, which becomes a key if ':' follows
    bool have_key = false;
    while (pos_ < text_.size()) {
      const char c = text_[pos_];
      if (c == '"') {
        std::string value;
        if (!ReadString(value)) break;
        if (have_key) {
          if (!objects.empty()) objects.back()[pending_key] = std::move(value);
          have_key = false;
        } else {
          pending_key = std::move(value);
          SkipSpace();
          if (pos_ < text_.size() && text_[pos_] == ':') {
            ++pos_;
            SkipSpace();
            have_key = pos_ < text_.size() && text_[pos_] == '"';
          }
        }
        continue;
      }
      if (c == '{') objects.emplace_back();
      if (c == '}' && !objects.empty()) {
        auto fields = std::move(objects.back());
        objects.pop_back();
        const auto code = fields.find("ErrCode");
        const auto message = fields.find("ErrMessage");
        if (code != fields.end() && message != fields.end() && !code->second.empty()) {
          ErrorFormat format;
          format.message = message->second;
          const auto args = fields.find("Arglist");
          if (args != fields.end()) format.args = SplitNames(args->second);
          found.emplace_back(code->second, std::move(format));
        }
      }
      ++pos_;
    }
    return found;
  }

 private:
  void SkipSpace() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\n' || text_[pos_] == '\r' ||
                                   text_[pos_] == '\t')) {
      ++pos_;
    }
  }

  // Reads the string starting at text_[pos_] == '"'; escapes \" \\ \/ \n \t \r \b \f are decoded, \uXXXX is kept as
  // written (messages are ASCII in practice).
  bool ReadString(std::string& out) {
    ++pos_;
    while (pos_ < text_.size()) {
      const char c = text_[pos_++];
      if (c == '"') return true;
      if (c != '\\') {
        out += c;
        continue;
      }
      if (pos_ >= text_.size()) return false;
      const char e = text_[pos_++];
      switch (e) {
        case 'n': out += '\n'; break;
        case 't': out += '\t'; break;
        case 'r': out += '\r'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'u': out += "\\u"; break;
        default: out += e; break;
      }
    }
    return false;
  }

  static std::vector<std::string> SplitNames(std::string_view list) {
    std::vector<std::string> names;
    size_t start = 0;
    while (start <= list.size()) {
      size_t end = list.find(',', start);
      if (end == std::string_view::npos) end = list.size();
      std::string_view name = list.substr(start, end - start);
      while (!name.empty() && name.front() == ' ') name.remove_prefix(1);
      while (!name.empty() && name.back() == ' ') name.remove_suffix(1);
      if (!name.empty()) names.emplace_back(name);
      start = end + 1;
    }
    return names;
  }

  std::string_view text_;
  size_t pos_ = 0;
};

void Report(std::string message) {
  if (!oppkit::detail::PluginLogEnabled(OPPKIT_LOG_ERROR)) return;
  oppkit::detail::DeliverPluginMessage(OPPKIT_LOG_ERROR, std::move(message));
}

// The registered format of \p code with its %s filled by the values named by its Arglist; "code: key=value, ..."
// if the library registered no format for it.
std::string PredefinedMessage(const char* code, const std::vector<const char*>& key,
                              const std::vector<const char*>& value) {
  auto value_of = [&](std::string_view name) -> std::string_view {
    for (size_t i = 0; i < key.size(); ++i) {
      if (key[i] != nullptr && name == key[i]) return value[i] == nullptr ? std::string_view() : value[i];
    }
    return std::string_view();
  };
  std::string message = std::string(code) + ": ";
  FormatTable& table = Formats();
  std::lock_guard<std::mutex> lock(table.mu);
  const auto format = table.formats.find(std::string_view(code));
  if (format == table.formats.end()) {
    for (size_t i = 0; i < key.size(); ++i) {
      if (i > 0) message += ", ";
      message += key[i] == nullptr ? "" : key[i];
      message += '=';
      message += value[i] == nullptr ? "" : value[i];
    }
    return message;
  }
  const std::string& text = format->second.message;
  size_t arg = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '%' && i + 1 < text.size() && text[i + 1] == 's') {
      if (arg < format->second.args.size()) message += value_of(format->second.args[arg]);
      ++arg;
      ++i;
    } else {
      message += text[i];
    }
  }
  return message;
}

// "<code>: <formatted message>".
std::string CodedMessage(const char* code, const char* format, va_list args) {
  return std::string(code) + ": " + oppkit::detail::FormatPluginMessage(format, args);
}

// Reports `<code>: <formatted message><suffix()>` (the shared body of the printf-style reports); -1 for a null code
// or format.
template <typename Suffix>
int32_t ReportCoded(const char* code, const char* format, va_list args, Suffix&& suffix) {
  if (code == nullptr || format == nullptr) return -1;
  if (!oppkit::detail::PluginLogEnabled(OPPKIT_LOG_ERROR)) return 0;
  Report(CodedMessage(code, format, args) + suffix());
  return 0;
}

}  // namespace

int32_t RegisterFormatErrorMessage(const char* error_msg, size_t error_msg_len) {
  if (error_msg == nullptr) return -1;
  auto found = FormatReader(std::string_view(error_msg, error_msg_len)).Read();
  if (found.empty()) return -1;
  FormatTable& table = Formats();
  std::lock_guard<std::mutex> lock(table.mu);
  for (auto& entry : found) table.formats[entry.first] = std::move(entry.second);
  return 0;
}

int32_t ReportInnerErrMsg(const char* file_name, const char* func, uint32_t line, const char* error_code,
                          const char* format, ...) {
  va_list args;
  va_start(args, format);
  const int32_t rc = ReportCoded(error_code, format, args, [&] {
    return " (" + oppkit::detail::SourceLocation(file_name, static_cast<int>(line), func) + ")";
  });
  va_end(args);
  return rc;
}

int32_t ReportUserDefinedErrMsg(const char* error_code, const char* format, ...) {
  va_list args;
  va_start(args, format);
  const int32_t rc = ReportCoded(error_code, format, args, [] { return std::string(); });
  va_end(args);
  return rc;
}

int32_t ReportPredefinedErrMsg(const char* error_code, const std::vector<const char*>& key,
                               const std::vector<const char*>& value) {
  if (error_code == nullptr || key.size() != value.size()) return -1;
  Report(PredefinedMessage(error_code, key, value));
  return 0;
}

int32_t ReportPredefinedErrMsg(const char* error_code) { return ReportPredefinedErrMsg(error_code, {}, {}); }

}  // namespace error_message
