import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { carrierServiceProviderTypes, serviceModes, surchargeBases } from '@freight/contracts';
import { SURCHARGE_CODES } from '@freight/rules';
import * as carriers from '../../modules/carriers';
import { dollarsToCents, percent } from '../../modules/carriers';
import { UsageError, type Args, stringOptions } from '../args';
import type { Command } from '../command';
import { table } from '../format';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function date(args: Args, name: string): string {
  const value = args.string(name);
  if (!DATE.test(value)) throw new UsageError(`--${name} takes a date, YYYY-MM-DD; got '${value}'`);
  return value;
}

function whole(args: Args, name: string): number | undefined {
  const value = args.optionalString(name);
  if (value === undefined) return undefined;
  if (!/^\d{1,6}$/.test(value)) throw new UsageError(`--${name} takes a whole number; got '${value}'`);
  return Number(value);
}

function dollars(args: Args, name: string): number {
  const value = args.string(name);
  const cents = dollarsToCents(value);
  if (cents === null) throw new UsageError(`--${name} takes dollars, e.g. 5.50; got '${value}'`);
  return cents;
}

const carrierAdd: Command = {
  name: 'carrier:add',
  usage:
    '--name <name> [--email <address>] [--prefix <letters>] [--tracking-url <https://...{consignmentNumber}>]',
  summary: 'add a carrier (bookings and manifests go to --email; consignment numbers start with --prefix)',
  options: stringOptions('name', 'email', 'prefix', 'tracking-url'),
  prepare(args) {
    const input = {
      name: args.string('name'),
      contactEmail: args.optionalString('email'),
      consignmentPrefix: args.optionalString('prefix'),
      trackingUrlTemplate: args.optionalString('tracking-url'),
    };
    return async (context) => {
      const carrier = await carriers.addCarrier(context, input);
      return [`Added carrier ${carrier.id} '${carrier.name}'`];
    };
  },
};

const serviceAdd: Command = {
  name: 'carrier:service',
  usage: `--carrier <id|name> --name <name> --mode ${serviceModes.join('|')} [--cubic <kg per m³>] [--booking-cutoff HH:MM] [--pickup-cutoff HH:MM] [--min-window <minutes>]`,
  summary: "add a carrier's service (cubic conversion defaults by mode: 250 road, 333 express and air)",
  options: stringOptions('carrier', 'name', 'mode', 'cubic', 'booking-cutoff', 'pickup-cutoff', 'min-window'),
  prepare(args) {
    const input = {
      carrier: args.string('carrier'),
      name: args.string('name'),
      mode: args.requiredChoice('mode', serviceModes),
      cubicConversionKgPerM3: whole(args, 'cubic'),
      pickupBookingCutoff: args.optionalString('booking-cutoff'),
      pickupCutoff: args.optionalString('pickup-cutoff'),
      pickupWindowMinimumMinutes: whole(args, 'min-window'),
    };
    return async (context) => {
      const { carrier, service } = await carriers.addService(context, input);
      return [
        `Added service ${service.id} '${service.name}' (${service.mode}, cubic ${service.cubicConversionKgPerM3}) to ${carrier.name}`,
      ];
    };
  },
};

const ratesImport: Command = {
  name: 'carrier:rates',
  usage: '--file <rates.csv> --effective YYYY-MM-DD [--transit-days <n>]',
  summary:
    'import rate cards from CSV: carrier, account, service, from zone, to zone, reciprocal, cubic conversion, basic, minimum, weight breaks ($/kg from 0, 100, ... kg), [transit days]',
  options: stringOptions('file', 'effective', 'transit-days'),
  prepare(args) {
    const file = args.string('file');
    const effectiveFrom = date(args, 'effective');
    const transitDays = whole(args, 'transit-days');
    let csv: string;
    try {
      csv = readFileSync(file, 'utf8');
    } catch (error) {
      throw new UsageError(`cannot read ${file}: ${error instanceof Error ? error.message : String(error)}`);
    }
    return async (context) => {
      const result = await carriers.importRateCardCsv(context, {
        csv,
        effectiveFrom,
        transitDays,
        source: basename(file),
      });
      return [
        `Imported ${result.cards.length} rate card${result.cards.length === 1 ? '' : 's'} (${result.lanes} lanes) effective ${effectiveFrom}`,
        ...table(
          ['carrier', 'service', 'account', 'lanes'],
          result.cards.map((card) => [
            card.carrier,
            card.service,
            card.account ?? '(all)',
            String(card.lanes),
          ]),
        ),
      ];
    };
  },
};

const fuelLevy: Command = {
  name: 'carrier:fuel',
  usage: '--carrier <id|name> [--service <id|name>] --percent <n> --effective YYYY-MM-DD',
  summary: "set a carrier's fuel levy (or one service's) from a date",
  options: stringOptions('carrier', 'service', 'percent', 'effective'),
  prepare(args) {
    const text = args.string('percent');
    const value = percent(text);
    if (value === null) throw new UsageError(`--percent takes a number such as 15.5; got '${text}'`);
    const input = {
      carrier: args.string('carrier'),
      service: args.optionalString('service'),
      percent: value,
      effectiveFrom: date(args, 'effective'),
    };
    return async (context) => {
      const levy = await carriers.setFuelLevy(context, input);
      const scope = levy.service ? `${levy.carrier.name} ${levy.service.name}` : levy.carrier.name;
      return [`Fuel levy of ${scope} is ${levy.percent}% from ${levy.effectiveFrom}`];
    };
  },
};

const surcharge: Command = {
  name: 'carrier:surcharge',
  usage: `--carrier <id|name> --service <id|name> --code ${SURCHARGE_CODES.join('|')} (--amount <dollars> [--basis ${surchargeBases.join('|')}] [--description <text>] | --remove)`,
  summary: "set or remove one surcharge of a service's schedule",
  options: {
    ...stringOptions('carrier', 'service', 'code', 'amount', 'basis', 'description'),
    remove: { type: 'boolean' },
  },
  prepare(args) {
    const remove = args.flag('remove');
    if (remove === args.has('amount')) throw new UsageError('give either --amount or --remove');
    const input = {
      carrier: args.string('carrier'),
      service: args.string('service'),
      code: args.requiredChoice('code', SURCHARGE_CODES),
      amountCents: remove ? null : dollars(args, 'amount'),
      basis: args.choice('basis', surchargeBases),
      description: args.optionalString('description'),
    };
    return async (context) => {
      const result = await carriers.setSurcharge(context, input);
      const what = `${result.carrier.name} ${result.service.name} ${result.code}`;
      if (input.amountCents === null) return [result.removed ? `Removed ${what}` : `${what} was not set`];
      return [`Set ${what} to $${(input.amountCents / 100).toFixed(2)} ${input.basis ?? 'perConsignment'}`];
    };
  },
};

const grant: Command = {
  name: 'carrier:grant',
  usage: `--site <id|name> --carrier <id|name> --service <id|name> --account <charge account> [--name <text>] [--provider-type ${carrierServiceProviderTypes.join('|')}]`,
  summary: 'grant a site an agreed service (the carrier service under the site’s charge account)',
  options: stringOptions('site', 'carrier', 'service', 'account', 'name', 'provider-type'),
  prepare(args) {
    const input = {
      site: args.string('site'),
      carrier: args.string('carrier'),
      service: args.string('service'),
      carrierChargeAccount: args.string('account'),
      name: args.optionalString('name'),
      providerType: args.choice('provider-type', carrierServiceProviderTypes),
    };
    return async (context) => {
      const { site, agreed, created } = await carriers.grantAgreedService(context, input);
      const verb = created ? 'Granted' : 'Re-activated';
      return [
        `${verb} agreed service ${agreed.id} '${agreed.name}' (account ${agreed.carrierChargeAccount}) to site ${site.id} '${site.name}'`,
      ];
    };
  },
};

const agreedActive: Command = {
  name: 'carrier:agreed',
  usage: '--id <agreed service id> --active on|off',
  summary: 'turn an agreed service off (left out of quotes) or on again',
  options: stringOptions('id', 'active'),
  prepare(args) {
    const id = whole(args, 'id');
    if (id === undefined) throw new UsageError('--id is required');
    const active = args.requiredOnOff('active');
    return async (context) => {
      const agreed = await carriers.setAgreedServiceActive(context, { id, active });
      return [
        `Agreed service ${agreed.id} '${agreed.name}' is now ${agreed.isActive ? 'active' : 'inactive'}`,
      ];
    };
  },
};

const carrierSscc: Command = {
  name: 'carrier:sscc',
  usage: '--carrier <id|name> --required <on|off>',
  summary:
    "whether the carrier's labels must carry SSCCs (on, the default); off lets an organisation without a GS1 company prefix book it",
  options: stringOptions('carrier', 'required'),
  prepare(args) {
    const required = args.requiredOnOff('required');
    const input = { carrier: args.string('carrier'), allowed: !required };
    return async (context) => {
      const carrier = await carriers.setLabelsWithoutSscc(context, input);
      return [
        carrier.labelsWithoutSscc
          ? `Carrier ${carrier.id} '${carrier.name}' takes labels without SSCCs from organisations without a GS1 company prefix`
          : `Carrier ${carrier.id} '${carrier.name}' needs an SSCC on every label`,
      ];
    };
  },
};

const ssccPhrase = (carrier: { labelsWithoutSscc: boolean }) =>
  carrier.labelsWithoutSscc ? 'optional' : 'required';

const carrierList: Command = {
  name: 'carrier:list',
  usage: '',
  summary: 'list carriers and their services',
  options: {},
  prepare() {
    return async (context) => {
      const listing = await carriers.listCarriers(context);
      return table(
        ['carrier', 'id', 'sscc', 'service', 'service id', 'mode', 'cubic', 'rate cards'],
        listing.flatMap((carrier) =>
          carrier.services.length === 0
            ? [[carrier.name, String(carrier.id), ssccPhrase(carrier), '', '', '', '', '']]
            : carrier.services.map((service) => [
                carrier.name,
                String(carrier.id),
                ssccPhrase(carrier),
                service.name,
                String(service.id),
                service.mode,
                String(service.cubicConversionKgPerM3),
                String(service.rateCards),
              ]),
        ),
      );
    };
  },
};

export const carrierCommands = [
  carrierAdd,
  serviceAdd,
  ratesImport,
  fuelLevy,
  surcharge,
  grant,
  agreedActive,
  carrierSscc,
  carrierList,
];
