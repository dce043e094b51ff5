# Control-flow ops with subgraphs (paths relative to oplibs/): prototypes only, Note [Control-flow ops have no shape
# functions] in controlflow/functional/functional_proto.h.
list(APPEND OPPKIT_OPS_PROTO_SOURCES
  controlflow/functional/functional_proto.cc)
