# Unit tests of the reductions, arg-reductions, TopK and CumSum.
