# Tiling tests of TransData, Conv2D and Add, and of the shared helpers in oplibs/common/tiling_utils.h and compile_info.h.
