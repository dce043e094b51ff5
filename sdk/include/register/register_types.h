// Copyright 2026 The oppkit Authors. Licensed under the Apache License, Version 2.0.
//
// CANN's registration helper macros (visibility markers, `VAR_UNUSED`, `ATTRIBUTED_DEPRECATED`), so op sources
// that spell them compile unchanged.
//
// Note [Visibility markers]
// In CANN these markers export symbols from the shared libraries of the framework. An oppkit op library exports
// exactly one symbol (`OppkitGetPluginInfo`, see oppkit/plugin_abi.h) and hides everything else, so the markers
// expand to nothing: a function an op source marks `GE_FUNC_HOST_VISIBILITY` stays inside its library.
#pragma once

#ifndef FMK_FUNC_HOST_VISIBILITY
/// Expands to nothing (Note [Visibility markers]).
#define FMK_FUNC_HOST_VISIBILITY
#endif
#ifndef FMK_FUNC_DEV_VISIBILITY
/// Expands to nothing (Note [Visibility markers]).
#define FMK_FUNC_DEV_VISIBILITY
#endif
#ifndef GE_FUNC_HOST_VISIBILITY
/// Expands to nothing (Note [Visibility markers]).
#define GE_FUNC_HOST_VISIBILITY
#endif
#ifndef GE_FUNC_DEV_VISIBILITY
/// Expands to nothing (Note [Visibility markers]).
#define GE_FUNC_DEV_VISIBILITY
#endif

#ifndef VAR_UNUSED
/// Marks a variable that exists for its constructor's side effect (`static gert::OpImplRegisterV2 VAR_UNUSED r = ...`).
#if defined(__GNUC__) || defined(__clang__)
#define VAR_UNUSED __attribute__((unused))
#else
#define VAR_UNUSED
#endif
#endif

#ifndef ATTRIBUTED_DEPRECATED
/// CANN marks superseded overloads with this; oppkit does not warn about them, so it expands to nothing.
/// Example: `ATTRIBUTED_DEPRECATED(graphStatus GetName(AscendString &) const) std::string GetName() const;`
#define ATTRIBUTED_DEPRECATED(replacement)
#endif
