// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "commands.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "check_cases.h"
#include "cli_options.h"
#include "oppkit/core/log.h"
#include "oppkit/core/opp_doctor.h"
#include "oppkit/core/query_json.h"
#include "oppkit/core/shape_query.h"
#include "oppkit/core/status.h"
#include "registry_json.h"
#include "util/read_file.h"

namespace oppkit::cli {
namespace {

std::string Join(const std::vector<std::string>& parts, const char* separator) {
  std::string out;
  for (size_t i = 0; i < parts.size(); ++i) {
    if (i > 0) out += separator;
    out += parts[i];
  }
  return out;
}

std::string Pad(const std::string& s, size_t width) {
  return s.size() >= width ? s : s + std::string(width - s.size(), ' ');
}

void PrintError(const Status& st) { std::cerr << "oppkit: " << st.message() << "\n"; }

// Reads a whole file, or stdin for "-". False (and an io.error message on stderr) if it cannot be read.
bool ReadSource(const std::string& source, std::string* text) {
  if (source == "-") {
    text->assign(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
    return true;
  }
  Status st = detail::ReadNamedFile(source, detail::FileKinds::kRegularOrStream, detail::kMaxInputFileBytes, text);
  if (!st.ok()) PrintError(st);
  return st.ok();
}

bool IsBlank(const std::string& s) {
  return std::all_of(s.begin(), s.end(), [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; });
}

std::string DtypeNames(const std::vector<ge::DataType>& dtypes) {
  std::vector<std::string> names;
  for (ge::DataType dt : dtypes) names.emplace_back(DataTypeToString(dt));
  return Join(names, ", ");
}

// `T` for a symbol-typed tensor, else its explicit dtype set.
std::string TensorTypeText(const IrTensor& t) {
  if (!t.type_symbol.empty()) return t.type_symbol;
  return t.dtypes.empty() ? "(any)" : DtypeNames(t.dtypes);
}

void PrintTensors(const char* title, const std::vector<IrTensor>& tensors) {
  std::cout << "  " << title << ":" << (tensors.empty() ? " none" : "") << "\n";
  size_t width = 0;
  for (const IrTensor& t : tensors) width = std::max(width, t.name.size());
  for (size_t i = 0; i < tensors.size(); ++i) {
    const IrTensor& t = tensors[i];
    std::cout << "    " << i << "  " << Pad(t.name, width) << "  " << Pad(IoKindName(t.kind), 8) << "  "
              << TensorTypeText(t) << "\n";
  }
}

void PrintPrototype(const OpPrototype& proto) {
  std::cout << "  prototype: " << proto.provenance.ToString() << "\n";
  PrintTensors("inputs", proto.inputs);
  PrintTensors("outputs", proto.outputs);
  std::cout << "  attrs:" << (proto.attrs.empty() ? " none" : "") << "\n";
  size_t name_width = 0;
  size_t type_width = 0;
  for (const IrAttr& a : proto.attrs) {
    name_width = std::max(name_width, a.name.size());
    type_width = std::max(type_width, std::string(AttrTypeName(a.type)).size());
  }
  for (const IrAttr& a : proto.attrs) {
    std::cout << "    " << Pad(a.name, name_width) << "  " << Pad(AttrTypeName(a.type), type_width) << "  "
              << (a.required ? std::string("required") : "= " + a.default_value.ToString()) << "\n";
  }
  if (!proto.symbols.empty()) {
    std::cout << "  dtype symbols:\n";
    for (const DtypeSymbol& s : proto.symbols) {
      std::cout << "    " << s.name << (s.is_list ? " (list)" : "") << ": " << DtypeNames(s.dtypes) << "\n";
    }
  }
  if (!proto.subgraphs.empty()) {
    std::cout << "  subgraphs:\n";
    for (const IrSubgraph& g : proto.subgraphs) {
      std::cout << "    " << g.name << (g.kind == SubgraphKind::kDynamic ? " (dynamic)" : "") << "\n";
    }
  }
}

// "ai.onnx::Conv (opsets 11-17)" per domain and node type of \p origins ("<domain>::<opset>::<type>"), in order of
// first appearance; an origin of another shape is shown as it is.
std::string OriginSummary(const std::vector<std::string>& origins) {
  std::vector<std::pair<std::string, std::vector<long long>>> groups;  // "domain::type" -> opsets
  std::vector<std::string> others;
  for (const std::string& o : origins) {
    const size_t first = o.find("::");
    const size_t second = first == std::string::npos ? std::string::npos : o.find("::", first + 2);
    char* end = nullptr;
    const std::string version = second == std::string::npos ? "" : o.substr(first + 2, second - first - 2);
    const long long v = version.empty() ? 0 : std::strtoll(version.c_str(), &end, 10);
    if (version.empty() || end == nullptr || *end != '\0') {
      others.push_back(o);
      continue;
    }
    const std::string key = o.substr(0, first) + "::" + o.substr(second + 2);
    auto it = std::find_if(groups.begin(), groups.end(), [&](const auto& g) { return g.first == key; });
    if (it == groups.end()) it = groups.insert(groups.end(), {key, {}});
    it->second.push_back(v);
  }
  std::vector<std::string> parts;
  for (auto& [key, versions] : groups) {
    std::sort(versions.begin(), versions.end());
    std::vector<std::string> ranges;
    for (size_t i = 0; i < versions.size();) {
      size_t j = i;
      while (j + 1 < versions.size() && versions[j + 1] == versions[j] + 1) ++j;
      ranges.push_back(j == i ? std::to_string(versions[i])
                              : std::to_string(versions[i]) + "-" + std::to_string(versions[j]));
      i = j + 1;
    }
    parts.push_back(key + " (opset" + (versions.size() == 1 ? " " : "s ") + Join(ranges, ", ") + ")");
  }
  parts.insert(parts.end(), others.begin(), others.end());
  return Join(parts, ", ");
}

// The parser registrations in use that map nodes onto \p op_type, each with the origins it won.
std::vector<std::pair<const ParserRegistration*, std::vector<std::string>>> ParsersOf(
    const RegistrySnapshot& snapshot, const std::string& op_type) {
  std::vector<std::pair<const ParserRegistration*, std::vector<std::string>>> out;
  for (const ParserEntry& e : snapshot.parsers()) {
    if (e.registration->op_type != op_type) continue;
    auto it = std::find_if(out.begin(), out.end(), [&](const auto& p) { return p.first == e.registration; });
    if (it == out.end()) it = out.insert(out.end(), {e.registration, {}});
    it->second.push_back(e.origin_op_type);
  }
  return out;
}

// `FRACTAL_Z (groups from attr 'groups')`, `NC1HWC0 (reshape type C)`, `ND`.
std::string TensorFormatText(const TensorStorageFormat& f) {
  std::string text = ge::FormatToSerialString(f.format);
  if (!f.reshape_type.empty()) text += " (reshape type " + f.reshape_type + ")";
  if (!f.groups_attr.empty()) text += " (groups from attr '" + f.groups_attr + "')";
  return text;
}

// One side of a combination: `x NC1HWC0, filter FRACTAL_Z, ...`, named by the prototype where it has the tensor.
std::string CombinationSide(const std::vector<TensorStorageFormat>& formats, const std::vector<IrTensor>* names) {
  std::vector<std::string> parts;
  for (size_t k = 0; k < formats.size(); ++k) {
    const std::string name = names != nullptr && k < names->size() ? (*names)[k].name : "#" + std::to_string(k);
    parts.push_back(name + " " + TensorFormatText(formats[k]));
  }
  return parts.empty() ? "(none)" : Join(parts, ", ");
}

// The op's storage-format declaration (oppkit/op_storage_formats.h).
void PrintStorageFormats(const OpEntry& op) {
  const StorageFormatDeclaration& d = op.functions.storage_formats;
  switch (d.kind) {
    case StorageFormatKind::kNone:
      std::cout << "  storage formats: none declared (runs in its origin formats)\n";
      return;
    case StorageFormatKind::kFormatAgnostic:
      std::cout << "  storage formats: format agnostic (follows its inputs)\n";
      return;
    case StorageFormatKind::kCombinations:
      break;
  }
  std::cout << "  storage formats (preferred first):\n";
  const OpPrototype* proto = op.prototype.get();
  for (size_t k = 0; k < d.combinations.size(); ++k) {
    const StorageFormatCombination& c = d.combinations[k];
    std::cout << "    " << k + 1 << ". " << CombinationSide(c.inputs, proto != nullptr ? &proto->inputs : nullptr)
              << " -> " << CombinationSide(c.outputs, proto != nullptr ? &proto->outputs : nullptr) << "\n";
  }
}

}  // namespace

int RunList(const RegistrySnapshot& snapshot, bool json) {
  if (json) {
    std::cout << OpListToJson(snapshot) << "\n";
    return kExitOk;
  }
  struct Row {
    std::string op, packages, functions;
  };
  std::vector<Row> rows;
  rows.push_back({"OP", "PACKAGES", "FUNCTIONS"});
  for (const OpEntry& op : snapshot.ops()) {
    std::vector<std::string> functions;
    if (op.prototype == nullptr) functions.emplace_back("(no prototype)");
    for (OpField f : kHostFunctionFields) {
      if (op.Has(f)) functions.emplace_back(OpFieldName(f));
    }
    rows.push_back({op.op_type, Join(op.packages, ","), Join(functions, " ")});
  }
  size_t op_width = 0;
  size_t package_width = 0;
  for (const Row& r : rows) {
    op_width = std::max(op_width, r.op.size());
    package_width = std::max(package_width, r.packages.size());
  }
  for (const Row& r : rows) {
    std::cout << Pad(r.op, op_width) << "  " << Pad(r.packages, package_width) << "  " << r.functions << "\n";
  }
  std::cout << "\n"
            << snapshot.ops().size() << " ops from " << snapshot.packages().size() << " package"
            << (snapshot.packages().size() == 1 ? "" : "s");
  std::vector<std::string> names;
  for (const PackageReport& p : snapshot.packages()) names.push_back(p.name);
  if (!names.empty()) std::cout << " (" << Join(names, ", ") << ")";
  std::cout << "\n";
  if (!snapshot.parsers().empty()) {
    std::map<std::string, size_t> per_framework;
    for (const ParserEntry& e : snapshot.parsers()) ++per_framework[FrameworkTypeName(e.framework)];
    std::vector<std::string> counts;
    for (const auto& [framework, n] : per_framework) counts.push_back(std::to_string(n) + " " + framework);
    std::cout << "framework parsers: " << Join(counts, ", ") << " origin op types ('oppkit show OP' lists an op's)\n";
  }
  return kExitOk;
}

int RunShow(const RegistrySnapshot& snapshot, const std::string& op_type, bool json) {
  if (json) {
    Result<std::string> text = OpInfoToJson(snapshot, op_type);
    if (!text.ok()) {
      std::cout << ErrorToJson(op_type, text.status()) << "\n";
      PrintError(text.status());
      return kExitFailed;
    }
    std::cout << *text << "\n";
    return kExitOk;
  }
  const OpEntry* op = snapshot.Find(op_type);
  if (op == nullptr) {
    PrintError(Status(ErrorCode::kRegistryUnknownOp, "'" + op_type + "': no loaded package provides it"));
    return kExitFailed;
  }
  std::cout << op->op_type << "\n";
  std::cout << "  packages: " << Join(op->packages, ", ") << "\n";
  const auto parsers = ParsersOf(snapshot, op->op_type);
  if (!parsers.empty()) {
    std::cout << "  parsers:\n";
    for (const auto& [registration, origins] : parsers) {
      std::cout << "    " << FrameworkTypeName(registration->framework) << " " << OriginSummary(origins)
                << (registration->parse_op_to_graph != nullptr ? " expanded (ParseOpToGraphFn)" : "") << "  "
                << registration->provenance.ToString() << "\n";
    }
  }
  if (op->prototype != nullptr) {
    PrintPrototype(*op->prototype);
  } else {
    std::cout << "  prototype: none (no package has a REG_OP for it)\n";
  }
  std::cout << "  functions:\n";
  size_t width = 0;
  for (size_t k = 1; k < kOpFieldCount; ++k) {
    if (op->Has(static_cast<OpField>(k))) width = std::max(width, std::strlen(OpFieldName(static_cast<OpField>(k))));
  }
  bool any = false;
  for (size_t k = 1; k < kOpFieldCount; ++k) {
    const auto field = static_cast<OpField>(k);
    const Provenance* origin = op->Origin(field);
    if (origin == nullptr) continue;
    any = true;
    std::cout << "    " << Pad(OpFieldName(field), width) << "  " << origin->ToString() << "\n";
  }
  if (!any) std::cout << "    none\n";
  PrintStorageFormats(*op);
  std::vector<std::string> deps;
  for (size_t i = 0; i < 64; ++i) {
    if (!op->functions.IsInputDataDependent(i)) continue;
    const bool named = op->prototype != nullptr && i < op->prototype->inputs.size();
    deps.push_back(named ? op->prototype->inputs[i].name : "#" + std::to_string(i));
  }
  std::cout << "  data-dependent inputs: " << (deps.empty() ? "none" : Join(deps, ", ")) << "\n";
  if (!op->functions.private_attrs.empty()) {
    std::cout << "  private attrs:\n";
    for (const PrivateAttr& a : op->functions.private_attrs) {
      std::cout << "    " << a.name << "  "
                << (a.default_value.empty()
                        ? std::string("(no default)")
                        : std::string(AttrTypeName(a.default_value.type())) + " = " + a.default_value.ToString())
                << "\n";
    }
  }
  std::cout << "  overrides:" << (op->overrides.empty() ? " none" : "") << "\n";
  for (const OverrideRecord& r : op->overrides) std::cout << "    " << r.ToString() << "\n";
  if (!op->dropped.empty()) {
    std::cout << "  dropped:\n";
    for (const DroppedRecord& r : op->dropped) std::cout << "    " << r.ToString() << "\n";
  }
  return kExitOk;
}

bool ReadRequestText(const std::string& source, std::string* text) {
  const size_t first = source.find_first_not_of(" \t\r\n");
  if (first != std::string::npos && source[first] == '{') {
    *text = source;
    return true;
  }
  return ReadSource(source, text);
}

int AnswerSingleRequest(const std::string& source, const RequestAnswerer& answer) {
  std::string text;
  if (!ReadRequestText(source, &text)) return kExitUsage;
  bool ok = false;
  std::cout << answer(text, &ok) << "\n";
  return ok ? kExitOk : kExitFailed;
}

int RunInfer(const RegistrySnapshot& snapshot, const std::string& source) {
  return AnswerSingleRequest(
      source, [&](std::string_view request, bool* ok) { return AnswerJsonRequest(snapshot, request, ok); });
}

int RunInferBatch(const RegistrySnapshot& snapshot, const std::string& source) {
  return AnswerRequestLines(
      source, [&](std::string_view request, bool* ok) { return AnswerJsonRequest(snapshot, request, ok); });
}

int AnswerRequestLines(const std::string& source, const RequestAnswerer& answer) {
  std::ifstream file;
  std::istream* in = &std::cin;
  if (source != "-") {
    std::error_code ec;
    if (std::filesystem::is_directory(source, ec)) {  // opens, then fails on the first read
      PrintError(Status(ErrorCode::kIoError, "'" + source + "': cannot read: a directory, not a regular file"));
      return kExitUsage;
    }
    file.open(source, std::ios::binary);
    if (!file) {
      PrintError(Status(ErrorCode::kIoError, "'" + source + "': cannot read (" + std::strerror(errno) + ")"));
      return kExitUsage;
    }
    in = &file;
  }
  // Note [Batch responses]: one response per non-blank request line, in order, flushed as it is written so that a
  // batch can be streamed through a pipe; a failing line does not stop the batch.
  bool all_ok = true;
  std::string line;
  while (std::getline(*in, line)) {
    if (IsBlank(line)) continue;
    bool ok = false;
    std::cout << answer(line, &ok) << "\n" << std::flush;
    all_ok = all_ok && ok;
  }
  if (in->bad()) {
    PrintError(Status(ErrorCode::kIoError, "'" + source + "': read failed"));
    return kExitFailed;
  }
  return all_ok ? kExitOk : kExitFailed;
}

namespace {

// The files a check PATH stands for: the file itself, or a directory's *.jsonl files sorted by name. False (and an
// io.error on stderr) if the path is missing or unreadable.
bool ExpandCheckPath(const std::string& path, std::vector<std::string>* files) {
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::file_status status = fs::status(path, ec);
  if (ec || !fs::exists(status)) {
    PrintError(Status(ErrorCode::kIoError, "'" + path + "': no such file or directory"));
    return false;
  }
  if (!fs::is_directory(status)) {
    files->push_back(path);
    return true;
  }
  std::vector<std::string> found;
  fs::directory_iterator it(path, ec);
  for (; !ec && it != fs::directory_iterator(); it.increment(ec)) {
    const fs::path& p = it->path();
    std::error_code file_ec;
    if (p.extension() == ".jsonl" && it->is_regular_file(file_ec)) found.push_back(p.string());
  }
  if (ec) {
    PrintError(Status(ErrorCode::kIoError, "'" + path + "': cannot list (" + ec.message() + ")"));
    return false;
  }
  std::sort(found.begin(), found.end());
  if (found.empty()) std::cerr << "oppkit: warning: '" << path << "' holds no *.jsonl files\n";
  files->insert(files->end(), found.begin(), found.end());
  return true;
}

}  // namespace

int RunCheck(const RegistrySnapshot& snapshot, const std::vector<std::string>& paths) {
  // Note [Check reads every path first]: a typo in one PATH is a usage error reported before anything runs, so a
  // CI job cannot pass by checking fewer files than it names.
  std::vector<std::string> files;
  for (const std::string& path : paths) {
    if (!ExpandCheckPath(path, &files)) return kExitUsage;
  }
  std::vector<std::string> texts(files.size());
  for (size_t k = 0; k < files.size(); ++k) {
    if (!ReadSource(files[k], &texts[k])) return kExitUsage;
  }
  // Note [Check is quiet]: an op that rejects a request logs why (stderr, "[plugin] ..."), and the same text is in the
  // failure status. Cases that expect an error would flood the output with those lines, so logging is off while
  // cases run; a failing case's FAIL line carries the message.
  const ScopedLogSink quiet(LogSink(), LogLevel::kOff);
  size_t passed = 0;
  size_t failed = 0;
  std::map<std::string, std::string> first_seen;  // id -> file:line, to report duplicate ids
  for (size_t k = 0; k < files.size(); ++k) {
    std::istringstream in(texts[k]);
    std::string line;
    for (size_t number = 1; std::getline(in, line); ++number) {
      if (IsCheckCommentLine(line)) continue;
      CheckCaseResult r = CheckJsonCase(snapshot, line);
      const std::string where = files[k] + ":" + std::to_string(number);
      if (!r.id.empty()) {
        const auto [it, fresh] = first_seen.emplace(r.id, where);
        if (!fresh) {
          r.passed = false;
          r.failure = Status(ErrorCode::kCliBadJson, "duplicate id (first at " + it->second + ")").message();
        }
      }
      if (r.passed) {
        ++passed;
        continue;
      }
      ++failed;
      std::cout << "FAIL " << where << " " << (r.id.empty() ? "(no id)" : r.id) << ": " << r.failure << "\n";
    }
  }
  std::cout << passed << " passed, " << failed << " failed\n";
  return failed == 0 ? kExitOk : kExitFailed;
}

int RunDoctor(const LoadOptions& options) {
  // The findings say everything the loader would warn about, once and with a severity: keep the log quiet.
  DoctorReport report;
  {
    const ScopedLogSink quiet(LogSink(), LogLevel::kOff);
    report = DiagnoseOppTree(options);
  }
  for (const DoctorFinding& finding : report.findings) std::cout << finding.ToString() << "\n";
  std::cout << "OPP root " << (report.opp_root.empty() ? std::string("(none)") : report.opp_root) << ": "
            << report.loaded_package_count << " of " << report.package_count << " packages loaded, "
            << report.library_count << " libraries, " << report.op_count << " ops, " << report.parser_count
            << " parsers; " << report.error_count()
            << " errors, " << report.warning_count() << " warnings\n";
  return report.error_count() == 0 ? kExitOk : kExitFailed;
}

bool WriteOutput(const std::string& path, const std::string& text) {
  if (path == "-") {
    std::cout << text << std::flush;
    return true;
  }
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
  out.close();
  if (!out) {
    std::cerr << "oppkit: " << Status(ErrorCode::kIoError, "'" + path + "': cannot write").message() << "\n";
    return false;
  }
  return true;
}

}  // namespace oppkit::cli
