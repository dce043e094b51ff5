# If, StatelessIf, Case, StatelessCase, While, StatelessWhile: prototypes only
# (Note [Control-flow ops have no shape functions]).
oppkit_op(
  PROTO functional_proto.h)
