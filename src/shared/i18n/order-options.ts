/**
 * The choices of the orders commands' generic forms (`kit.options.<field>`), taken from the words
 * the orders screens already use, in whichever language the dictionaries given are.
 */
export function orderOptions<W extends { actn: object; payment_return_reason: object; payment_method: object; presets: object; batch: object },
  M extends { templates: object }, X extends { ebarimt: { types: object } }, N extends { shipping: object }>(
  ordersWeb: W, ordersMessages: M, ordersExtra: X, ordersNew: N,
) {
  return {
    actn: ordersWeb.actn,
    reason: ordersWeb.payment_return_reason,
    source: ordersWeb.payment_method,
    payment_method: ordersWeb.payment_method,
    filter: ordersWeb.presets,
    action: ordersWeb.batch,
    template: ordersMessages.templates,
    type: ordersExtra.ebarimt.types,
    shipping_method: ordersNew.shipping,
  };
}
