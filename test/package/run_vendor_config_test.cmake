# ctest package.vendor_config: OppkitVendorConfig.cmake adds a vendor to config.ini load_priority, first or last,
# without dropping other vendors, without duplicates, keeping the file's other lines.
#   cmake -DSCRIPT=<OppkitVendorConfig.cmake> -DWORK_DIR=<scratch> -P <this file>
include("${SCRIPT}")
file(REMOVE_RECURSE "${WORK_DIR}")

function(expect_config expected what)
  file(READ "${WORK_DIR}/vendors/config.ini" actual)
  if(NOT actual STREQUAL expected)
    message(FATAL_ERROR "${what}: expected\n${expected}\ngot\n${actual}")
  endif()
endfunction()

oppkit_register_vendor("${WORK_DIR}" acme FIRST)
expect_config("load_priority=acme\n" "new file")
oppkit_register_vendor("${WORK_DIR}" beta FIRST)
expect_config("load_priority=beta,acme\n" "second vendor first")
oppkit_register_vendor("${WORK_DIR}" gamma LAST)
expect_config("load_priority=beta,acme,gamma\n" "vendor last")
oppkit_register_vendor("${WORK_DIR}" acme FIRST)
expect_config("load_priority=acme,beta,gamma\n" "re-registering moves, never duplicates")
file(WRITE "${WORK_DIR}/vendors/config.ini" "# comment\nload_priority = x , y\nother=1\n")
oppkit_register_vendor("${WORK_DIR}" y FIRST)
expect_config("# comment\nload_priority=y,x\nother=1\n" "other lines kept, spaces trimmed")
file(WRITE "${WORK_DIR}/vendors/config.ini" "# no priority line yet\n")
oppkit_register_vendor("${WORK_DIR}" z LAST)
expect_config("# no priority line yet\nload_priority=z\n" "line added")
message(STATUS "vendor config: OK")
