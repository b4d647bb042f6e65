/**
 * A fresh loop `for (i < n) <call>` compiled on its own: V8 keeps type feedback per function
 * literal, so one shared loop fed ten indicator classes would go megamorphic and time the call
 * dispatch instead of the indicator. Arguments: s (the object), a, b, c, d (columns), n (count).
 */
export const compileLoop = (call) =>
  new Function('s', 'a', 'b', 'c', 'd', 'n', `for (let i = 0; i < n; i++) ${call};`);
