// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// The one source that includes seed_ops_proto.h: registers the seed's prototypes in this library.
#include "seed_ops_proto.h"
