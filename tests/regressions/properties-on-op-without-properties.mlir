// Properties on a registered op that has none were accepted, then dropped by its custom printer,
// so the custom and generic outputs disagreed. MLIR rejects them: "this operation does not
// support properties".
%0 = "builtin.unrealized_conversion_cast"() <{a = 1}> : () -> i32
