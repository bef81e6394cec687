import { resendPickupLinks } from '../../modules/pickups';
import { UsageError, stringOptions } from '../args';
import type { Command } from '../command';

const pickupLinks: Command = {
  name: 'pickup:links',
  usage: '--id <pickup id>',
  summary:
    "e-mail a requested pickup's carrier fresh confirm and reject links and print them (earlier links stop working)",
  options: stringOptions('id'),
  prepare(args) {
    const id = args.string('id');
    if (!/^\d{1,9}$/.test(id)) throw new UsageError(`--id takes a pickup id; got '${id}'`);
    return async (context) => {
      const baseUrl = (context.config.publicUrl ?? `http://localhost:${context.config.port}`).replace(
        /\/+$/,
        '',
      );
      const links = await resendPickupLinks({ ...context, baseUrl }, Number(id));
      return [
        `Pickup ${id}: new links sent to the carrier`,
        `confirm: ${links.confirm}`,
        `reject:  ${links.reject}`,
      ];
    };
  },
};

export const pickupCommands: readonly Command[] = [pickupLinks];
