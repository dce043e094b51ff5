# Array ops that create tensors or describe them: Pad, Fill, BroadcastTo, Range, OneHot, Shape, Size, Rank, NonZero,
# TransData, ... (paths relative to oplibs/).
