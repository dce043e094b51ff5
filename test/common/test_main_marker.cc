// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
// Catch2's main comes from Catch2WithMain; this file only gives every test executable a first source.
