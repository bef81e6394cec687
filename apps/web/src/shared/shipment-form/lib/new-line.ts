import { recordKey } from '../../lib/random-id';
import { noPallets, type DangerousGoodsForm, type LineForm } from './line-form';

/** A new line's key (X22: type name plus a UUID), also a valid line key (a letter first) for error pointers. */
export const nextLineKey = () => recordKey('lineItem');

/** Spec 5 (M29): a new line item has a quantity of 1 and nothing else yet. */
export function newLine(): LineForm {
  return {
    key: nextLineKey(),
    code: '',
    presetId: null,
    packagingType: null,
    description: '',
    quantity: 1,
    length: null,
    width: null,
    height: null,
    weight: null,
    dangerousGoods: [],
    pallets: noPallets(),
  };
}

/** A dangerous goods entry just added to a line: not yet a UN number, nor any package or quantity. */
export function newDangerousGoods(): DangerousGoodsForm {
  return {
    presetId: null,
    unNumber: '',
    properShippingName: '',
    technicalName: '',
    classOrDivision: null,
    packingGroup: null,
    notifiable: false,
    notification: '',
    receptacle: '',
    receptacleCount: null,
    quantityAmount: null,
    quantityUnit: null,
  };
}
