# ctest repo.references (docs/design.md §9): the repository explains itself. Comments, CMake files, tests and docs
# cite files of the repository only, and every section they cite exists.
#
#   cmake -DSOURCE_DIR=<oppkit source tree> -P check_references.cmake
#
# Scanned: sdk/, core/, oplibs/, examples/, cmake/, test/ (except test/data/), docs/, README.md and the top-level
# CMakeLists.txt; files ending in .h .cc .c .cmake .txt .md .sh .py .in .map. Fails, listing file:line, on
#   - citations of notes kept outside the repository: the team's seed notes and issues by number, its design and
#     style files, its reference studies (by their paths or file names);
#   - `docs/<page>.md §N` (and `<page>.md §N` inside docs/) naming a page that does not exist, or a section N that
#     has no heading starting with "N." or "N " (`## 2. Storage formats` for §2, `### 2.6 Storage shapes` for §2.6);
#     ranges and lists (`§2.1-§2.4`, `§6.2-6.3`, `§4, §6`, `§2 and §3`) are checked number by number;
#   - outside docs/, `<page>.md §N` without the `docs/` that says where the page is.
# The patterns below are written so that this file does not match them itself.
cmake_minimum_required(VERSION 3.25)

if(NOT SOURCE_DIR)
  message(FATAL_ERROR "SOURCE_DIR is required")
endif()
get_filename_component(root "${SOURCE_DIR}" ABSOLUTE)

# ---- the files --------------------------------------------------------------------------------------------------
set(extensions h cc c cmake txt md sh py in map)
set(files "")
foreach(dir sdk core oplibs examples cmake test docs)
  foreach(ext IN LISTS extensions)
    file(GLOB_RECURSE found RELATIVE "${root}" "${root}/${dir}/*.${ext}")
    list(APPEND files ${found})
  endforeach()
endforeach()
list(APPEND files README.md CMakeLists.txt)
list(FILTER files EXCLUDE REGEX "^test/data/")
list(REMOVE_DUPLICATES files)
list(SORT files)

# ---- the rules --------------------------------------------------------------------------------------------------
# Forbidden citations: a regex and what to say about it.
set(forbidden_regexes
  "[Ss]eed[ -]?0[0-9][0-9]"
  "(^|[^A-Za-z])[Ii]ssues? [0-9]"
  "DESIGN[.]md"
  "STYLE[.]md"
  "(\\.\\./|/work/)shared/"
  "shared/(seeds|reference)/"
  "reference/[A-Za-z0-9_./-]*[.]md"
  "ge_ir[.]md"
  "cann-meta[d]ef"
  "peers[.]md")
set(forbidden_messages
  "cites a seed note that is not in the repository"
  "cites an issue by number (cite the docs/ page that states the fact)"
  "cites the design file outside the repository (cite docs/design.md)"
  "cites the style file outside the repository (cite docs/design.md)"
  "cites a file outside the repository"
  "cites a file outside the repository"
  "cites a reference study outside the repository (cite docs/)"
  "cites a reference study outside the repository"
  "cites a reference study outside the repository"
  "cites a reference study outside the repository")
# A citation: `name.md §N` with an optional path before the name, an optional `)` or backtick after it (Markdown
# links and code spans), then more section numbers in a range or a list. (A multi-byte § takes a group before a
# `?`.)
set(num "[0-9]+(\\.[0-9]+)*")
set(citation_regex
  "[A-Za-z0-9_./-]*[A-Za-z0-9_]+\\.md[`)]* *§ *${num}((-(§)?${num})|(, *§ *${num})|( and §${num}))*")
# Cheap test of a whole file before it is read line by line.
list(JOIN forbidden_regexes "|" any_forbidden)
set(any_candidate "${any_forbidden}|\\.md[`)]* *§")

# Headings of a page, as a list of their texts (cached per page).
function(page_headings page out_var)
  string(MAKE_C_IDENTIFIER "${page}" key)
  get_property(cached GLOBAL PROPERTY "refcheck_${key}" SET)
  if(cached)
    get_property(headings GLOBAL PROPERTY "refcheck_${key}")
  else()
    file(STRINGS "${page}" heading_lines REGEX "^#+ ")
    set(headings "")
    foreach(h IN LISTS heading_lines)
      string(REGEX REPLACE "^#+ +" "" h "${h}")
      list(APPEND headings "${h}")
    endforeach()
    set_property(GLOBAL PROPERTY "refcheck_${key}" "${headings}")
  endif()
  set(${out_var} "${headings}" PARENT_SCOPE)
endfunction()

string(ASCII 1 semicolon_mark)
string(ASCII 2 open_mark)
string(ASCII 3 close_mark)
string(ASCII 4 backslash_mark)
set(errors "")
set(citations 0)
foreach(rel IN LISTS files)
  file(READ "${root}/${rel}" content)
  if(NOT content MATCHES "${any_candidate}")
    continue()
  endif()
  get_filename_component(rel_dir "${rel}" DIRECTORY)
  set(in_docs FALSE)
  if(rel MATCHES "^docs/")
    set(in_docs TRUE)
  endif()
  # One list element per line: semicolons, brackets and backslashes would split or join list elements, so they are
  # masked.
  string(REPLACE "\\" "${backslash_mark}" content "${content}")
  string(REPLACE ";" "${semicolon_mark}" content "${content}")
  string(REPLACE "[" "${open_mark}" content "${content}")
  string(REPLACE "]" "${close_mark}" content "${content}")
  string(REPLACE "\n" ";" lines "${content}")
  set(line_no 0)
  foreach(masked IN LISTS lines)
    math(EXPR line_no "${line_no} + 1")
    string(REPLACE "${semicolon_mark}" ";" line "${masked}")
    string(REPLACE "${open_mark}" "[" line "${line}")
    string(REPLACE "${close_mark}" "]" line "${line}")
    string(REPLACE "${backslash_mark}" "\\" line "${line}")
    set(i 0)
    foreach(regex IN LISTS forbidden_regexes)
      if(line MATCHES "${regex}")
        list(GET forbidden_messages ${i} why)
        string(STRIP "${line}" shown)
        list(APPEND errors "${rel}:${line_no}: ${why}: ${shown}")
      endif()
      math(EXPR i "${i} + 1")
    endforeach()
    if(NOT line MATCHES "§")
      continue()
    endif()
    string(REGEX MATCHALL "${citation_regex}" cites "${line}")
    foreach(cite IN LISTS cites)
      math(EXPR citations "${citations} + 1")
      string(REGEX MATCH "^([A-Za-z0-9_./-]*/)?([A-Za-z0-9_]+)\\.md" _ "${cite}")
      set(prefix "${CMAKE_MATCH_1}")
      set(name "${CMAKE_MATCH_2}")
      if(prefix STREQUAL "docs/" OR prefix MATCHES "^(\\./)?docs/$")
        set(page "${root}/docs/${name}.md")
      elseif(in_docs AND prefix STREQUAL "")
        set(page "${root}/docs/${name}.md")
      elseif(in_docs)
        get_filename_component(page "${root}/${rel_dir}/${prefix}${name}.md" ABSOLUTE)
      else()
        list(APPEND errors "${rel}:${line_no}: '${cite}': say where the page is (docs/${name}.md)")
        continue()
      endif()
      if(NOT EXISTS "${page}")
        list(APPEND errors "${rel}:${line_no}: '${cite}': no such page")
        continue()
      endif()
      page_headings("${page}" headings)
      string(REGEX REPLACE "^[^§]*§" "" sections "${cite}")
      string(REGEX MATCHALL "${num}" sections "${sections}")
      foreach(section IN LISTS sections)
        string(REPLACE "." "\\." section_regex "${section}")
        set(found FALSE)
        foreach(heading IN LISTS headings)
          if(heading MATCHES "^${section_regex}\\.?( |$)")
            set(found TRUE)
            break()
          endif()
        endforeach()
        if(NOT found)
          file(RELATIVE_PATH shown_page "${root}" "${page}")
          list(APPEND errors "${rel}:${line_no}: '${cite}': ${shown_page} has no section ${section}")
        endif()
      endforeach()
    endforeach()
  endforeach()
endforeach()

list(LENGTH files file_count)
if(errors)
  list(LENGTH errors error_count)
  list(JOIN errors "\n" text)
  message(FATAL_ERROR "${error_count} bad reference(s) in ${file_count} files:\n${text}")
endif()
message(STATUS "${file_count} files, ${citations} section citations: every reference is in the repository")
