# Reductions, arg-reductions, TopK and CumSum (paths relative to oplibs/).
