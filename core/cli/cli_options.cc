// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
#include "cli_options.h"

#include <algorithm>
#include <string_view>

namespace oppkit::cli {
namespace {

constexpr const char* kCommands[] = {"list", "show", "infer", "tiling", "graph", "plan", "check", "doctor", "new"};

bool IsKnownCommand(std::string_view name) {
  for (const char* c : kCommands) {
    if (name == c) return true;
  }
  return false;
}

}  // namespace

std::optional<Options> ParseOptions(int argc, const char* const* argv, std::string* error) {
  Options o;
  bool options_done = false;
  for (int i = 1; i < argc; ++i) {
    const std::string_view arg = argv[i] == nullptr ? std::string_view() : std::string_view(argv[i]);
    const bool is_option = !options_done && arg.size() > 1 && arg[0] == '-';
    if (!is_option) {
      if (o.command.empty()) {
        o.command = std::string(arg);
      } else {
        o.args.emplace_back(arg);
      }
      continue;
    }
    if (arg == "--") {
      options_done = true;
    } else if (arg == "--opp") {
      if (i + 1 >= argc || argv[i + 1] == nullptr) {
        *error = "--opp needs a directory";
        return std::nullopt;
      }
      o.opp_root = argv[++i];
    } else if (arg.rfind("--opp=", 0) == 0) {
      o.opp_root = std::string(arg.substr(6));
    } else if (arg == "--platform") {
      if (i + 1 >= argc || argv[i + 1] == nullptr) {
        *error = "--platform needs a file";
        return std::nullopt;
      }
      o.platform_file = argv[++i];
    } else if (arg.rfind("--platform=", 0) == 0) {
      o.platform_file = std::string(arg.substr(11));
    } else if (arg == "--json") {
      o.json = true;
    } else if (arg == "--batch") {
      o.batch = true;
    } else if (arg == "--fields") {
      o.fields = true;
    } else if (arg == "-h" || arg == "--help") {
      o.help = true;
    } else if (arg == "--version" || arg == "-V") {
      o.version = true;
    } else if (const int arity = std::max(GraphOptionArity(arg), PlanOptionArity(arg)); arity >= 0) {
      o.graph_options.emplace_back(arg);
      if (arity == 1) {
        if (i + 1 >= argc || argv[i + 1] == nullptr) {
          *error = std::string(arg) + " needs a value";
          return std::nullopt;
        }
        o.graph_options.emplace_back(argv[++i]);
      }
    } else {
      *error = "unknown option '" + std::string(arg) + "'";
      return std::nullopt;
    }
  }
  if (o.command == "help") {  // `oppkit help [COMMAND]`
    o.help = true;
    o.command = o.args.empty() ? "" : o.args.front();
    o.args.clear();
  }
  return o;
}

std::string ValidateOptions(const Options& o) {
  if (o.help || o.version) return "";
  if (o.command.empty()) return "no command given";
  if (!IsKnownCommand(o.command)) return "unknown command '" + o.command + "'";
  if (o.batch && o.command != "infer" && o.command != "tiling") return "--batch applies to 'infer' and 'tiling' only";
  if (o.platform_file && o.command != "tiling") return "--platform applies to 'tiling' only";
  if (o.fields && o.command != "tiling") return "--fields applies to 'tiling' only";
  if (o.platform_file && o.platform_file->empty()) return "--platform needs a file";
  if (o.opp_root && o.opp_root->empty()) return "--opp needs a directory";
  if (!o.graph_options.empty() && o.command != "graph" && o.command != "plan") {
    return o.graph_options.front() + " applies to 'graph' and 'plan' only";
  }
  if (o.command == "list") {
    if (!o.args.empty()) return "'list' takes no arguments (got '" + o.args.front() + "')";
  } else if (o.command == "show") {
    if (o.args.size() != 1) return "'show' takes exactly one op type";
  } else if (o.command == "infer") {
    if (o.args.size() != 1) {
      return o.batch ? "'infer --batch' takes exactly one FILE (or - for stdin)"
                     : "'infer' takes exactly one REQUEST (a JSON object, a file, or - for stdin)";
    }
  } else if (o.command == "tiling") {
    if (o.args.size() != 1) {
      return o.batch ? "'tiling --batch' takes exactly one FILE (or - for stdin)"
                     : "'tiling' takes exactly one REQUEST (a JSON object, a file, or - for stdin)";
    }
    if (o.json) return "--json does not apply to 'tiling' (its output is JSON)";
  } else if (o.command == "graph") {
    if (o.args.size() != 1) return "'graph' takes exactly one MODEL (an ONNX model or a JSON graph file)";
    if (o.json) return "--json does not apply to 'graph' (use --dump)";
  } else if (o.command == "plan") {
    if (o.args.size() != 1) return "'plan' takes exactly one MODEL (an ONNX model or a JSON graph file)";
  } else if (o.command == "check") {
    if (o.args.empty()) return "'check' takes one or more PATHs (a .jsonl file or a directory of them)";
    if (o.json) return "--json does not apply to 'check'";
  } else if (o.command == "new") {
    if (o.args.size() != 2) return "'new' takes an op description (DESC.json) and a new directory (DIR)";
    if (o.json) return "--json does not apply to 'new'";
  } else if (o.command == "doctor") {
    if (!o.args.empty()) return "'doctor' takes no arguments (got '" + o.args.front() + "'); use --opp DIR";
    if (o.json) return "--json does not apply to 'doctor'";
  }
  return "";
}

std::string HelpText(const std::string& command) {
  if (command == "list") {
    return "usage: oppkit list [--json] [--opp DIR]\n"
           "\n"
           "Lists every op of the loaded OPP tree: its package(s) and which host functions it has.\n"
           "  --json      print {\"packages\": [...], \"ops\": [{\"op\", \"packages\", \"prototype\", "
           "\"functions\"}]}\n";
  }
  if (command == "show") {
    return "usage: oppkit show OP [--json] [--opp DIR]\n"
           "\n"
           "Shows one op: its prototype (inputs and outputs with kinds and dtypes, attrs with types and defaults,\n"
           "dtype symbols), its functions with the package, library and source each came from, data-dependent\n"
           "inputs, private attrs, and the registrations it overrode.\n"
           "  --json      print the same as one JSON object\n";
  }
  if (command == "infer") {
    return "usage: oppkit infer [--opp DIR] REQUEST|-\n"
           "       oppkit infer --batch [--opp DIR] FILE|-\n"
           "\n"
           "Answers single-op queries. REQUEST is a JSON object given literally (starting with '{'), a file\n"
           "holding one, or - for stdin; the response is one line of JSON:\n"
           "  request:  {\"op\": \"Add\", \"inputs\": [{\"dtype\": \"float16\", \"shape\": [8, 1]},\n"
           "                                    {\"dtype\": \"float16\", \"shape\": [4]}], \"attrs\": {}}\n"
           "  response: {\"op\":\"Add\",\"outputs\":[{\"dtype\":\"float16\",\"shape\":[8,4],\"format\":\"ND\"}]}\n"
           "  error:    {\"op\":\"Add\",\"error\":{\"code\":\"infer.bad_dtype\",\"message\":\"...\"}}\n"
           "With --batch, FILE holds JSON Lines: one request per line (blank lines are skipped), answered by one\n"
           "response per line in the same order; every line is answered even when some fail.\n"
           "Exit status: 0 if every request succeeded, 1 if some failed, 2 on a usage error.\n";
  }
  if (command == "tiling") {
    return "usage: oppkit tiling [--opp DIR] [--platform FILE] [--fields] REQUEST|-\n"
           "       oppkit tiling --batch [--opp DIR] [--platform FILE] [--fields] FILE|-\n"
           "\n"
           "Runs ops' tiling: shape inference, then TilingParse (once per op, compile info and platform for the\n"
           "whole run) and Tiling. A request is an infer request plus the op's compile info and, optionally, a\n"
           "platform that overrides the default one key by key:\n"
           "  request:  {\"op\": \"MatMulV2\", \"inputs\": [...], \"attrs\": {...},\n"
           "             \"compile_info\": {...} or \"<JSON text>\",\n"
           "             \"platform\": {\"SoCInfo\": {\"ai_core_cnt\": 8}}, \"deterministic\": 0}\n"
           "  response: {\"op\", \"outputs\" (as for infer), \"tiling_key\", \"block_dim\", \"atomic_clean\",\n"
           "             \"workspaces\", \"tiling_data\" (hex), \"tiling_data_size\", \"tiling_cond\",\n"
           "             \"schedule_mode\", \"local_memory_size\", \"compile_info_cached\"}\n"
           "  error:    {\"op\":\"MatMulV2\",\"error\":{\"code\":\"tiling.failed\",\"message\":\"...\"}}\n"
           "  --platform FILE  the platform every request starts from (JSON, same format as \"platform\";\n"
           "                   default: an Ascend910B2-like SoC, see docs/cli.md)\n"
           "  --batch          FILE holds JSON Lines, answered one response per line as for 'infer --batch'\n"
           "  --fields         add \"fields\": the tiling data decoded by the op's tiling-data layout\n"
           "                   (REGISTER_TILING_DATA_CLASS), e.g. {\"totalLength\": 32, \"coreSplit\": [3, 0]}\n"
           "Exit status: 0 if every request succeeded, 1 if some failed, 2 on a usage error or an unreadable\n"
           "or invalid --platform FILE.\n";
  }
  if (command == "graph") return GraphHelpText();
  if (command == "plan") return PlanHelpText();
  if (command == "check") {
    return "usage: oppkit check [--opp DIR] PATH...\n"
           "\n"
           "Runs data-file shape tests. PATH is a .jsonl file or a directory (its *.jsonl files, sorted by name,\n"
           "not recursive). Each line is one case (blank lines and lines starting with // or # are skipped):\n"
           "  {\"id\": \"Add.broadcast\", \"request\": <an infer request>,\n"
           "   \"expect\": {\"outputs\": [{\"shape\": [8, 4], \"dtype\": \"float16\"}]}}\n"
           "  {\"id\": \"Add.bad\", \"request\": ..., \"expect\": {\"error\": \"infer.op_failed\",\n"
           "                                           \"message_contains\": \"x2\"}}\n"
           "An expected desc lists only the fields to compare: shape (required), dtype, format, range (null: none),\n"
           "storage_format, storage_shape. \"outputs\" lists every output of the op (null skips one; a dynamic\n"
           "output is a list of descs). Prints one line per failing case,\n"
           "  FAIL <file>:<line> <id>: <what differs, expected vs actual>\n"
           "then 'N passed, M failed'. A malformed case fails with [cli.bad_json].\n"
           "Exit status: 0 if every case passed, 1 if some failed, 2 on a usage error or an unreadable PATH.\n";
  }
  if (command == "new") {
    return "usage: oppkit new DESC.json DIR\n"
           "\n"
           "Writes a new op package project into DIR (which must not exist; its name is the vendor's, a lower-case\n"
           "identifier) for the ops of DESC.json, an op description in msopgen's JSON format: a list of\n"
           "{\"op\", \"input_desc\", \"output_desc\", \"attr\"?}, each param {\"name\", \"param_type\":\n"
           "required|optional|dynamic, \"type\": [dtypes], \"format\"?: [formats]}, each attr {\"name\",\n"
           "\"param_type\": required|optional, \"type\": int|float|bool|string|list_int|..., \"default_value\"}.\n"
           "Per op: a folder with the REG_OP prototype, an InferShape (every output takes the first input's shape;\n"
           "an InferDataType where the prototype cannot give an output's dtype), a unit test on the context\n"
           "builders and an 'oppkit check' case, which the generated functions pass; a CMakeLists.txt building the\n"
           "vendor package against an installed oppkit (find_package(oppkit), oppkit_add_op_package).\n"
           "Exit status: 0 written, 1 a bad description (new.bad_description) or a write error, 2 on a usage\n"
           "error (DIR exists, or its name is no vendor name).\n";
  }
  if (command == "doctor") {
    return "usage: oppkit doctor [--opp DIR]\n"
           "\n"
           "Checks an OPP tree and every library in it without running any op function: the root, version.info,\n"
           "vendors/config.ini and vendor directories it does not list, custom paths, each library (ELF, entry\n"
           "symbol, plugin ABI, tables, duplicate ops: the loader's all-or-nothing rules), ops with functions but no\n"
           "prototype or a prototype but no InferShape, and which package overrides which function. Prints one\n"
           "line per finding ('error:', 'warning:' or 'note:' with a stable id), then a summary.\n"
           "Exit status: 0 if there are no errors (warnings allowed), 1 if there are, 2 on a usage error.\n";
  }
  return "usage: oppkit [--opp DIR] COMMAND [ARGS]\n"
         "\n"
         "Inspects and exercises op packages of an OPP tree.\n"
         "\n"
         "commands:\n"
         "  list [--json]                  every op: package(s), which functions it has\n"
         "  show OP [--json]               prototype + functions + provenance + overrides\n"
         "  infer REQUEST|-                one JSON request -> one JSON response\n"
         "  infer --batch FILE|-           JSON Lines: one request per line -> one response per line\n"
         "  tiling [--batch] REQUEST|-     infer request + compile_info (+ platform) -> tiling key, block dim, data\n"
         "  graph MODEL --dump OUT.json    whole-graph shape inference over an ONNX model or a JSON graph -> dump\n"
         "  graph MODEL --summary          the same -> a table of every node's inputs and outputs\n"
         "  plan MODEL --run SHAPES       compile a model once, re-infer its shapes per run (run-time plans)\n"
         "  check PATH...                  data-file shape tests (.jsonl files or directories of them)\n"
         "  doctor                         checks the OPP tree and every library in it, one line per problem\n"
         "  new DESC.json DIR              a new op package project from an op description (msopgen's JSON)\n"
         "  help [COMMAND]                 this text, or a command's\n"
         "\n"
         "options:\n"
         "  --opp DIR      the OPP root (default: $ASCEND_OPP_PATH, else the tree installed beside oppkit);\n"
         "                 $ASCEND_CUSTOM_OPP_PATH adds custom packages in front of it\n"
         "  -h, --help     help\n"
         "  -V, --version  version\n"
         "\n"
         "Exit status: 0 all succeeded, 1 some request failed, 2 usage error. Packages that fail to load are\n"
         "skipped with a warning on stderr.\n";
}

}  // namespace oppkit::cli
