// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// Registers the functional control-flow prototypes (If, StatelessIf, Case, StatelessCase, While, StatelessWhile);
// built into libopsproto_rt2.0.so. The only file that includes functional_proto.h.
#include "controlflow/functional/functional_proto.h"
