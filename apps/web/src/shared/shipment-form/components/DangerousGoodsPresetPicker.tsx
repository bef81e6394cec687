import { Select } from '@mantine/core';
import { aggregateQuantityUnits, dgClasses, packingGroups } from '@freight/contracts';
import type { DangerousGoodsPreset } from '@freight/contracts';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useDangerousGoodsPresets } from '../api/search-dangerous-goods-presets';
import type { ShipmentForm } from '../lib/shipment-form';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  list.find((item) => item === value) ?? null;

const oneOfEach = <T extends string>(list: readonly T[], values: readonly string[]): T[] =>
  values.flatMap((value) => oneOf(list, value) ?? []);

const presetLabel = (preset: DangerousGoodsPreset) =>
  `UN${preset.unNumber} ${preset.properShippingName}${preset.classOrDivision ? ` (class ${preset.classOrDivision})` : ''}`;

/** Fills one dangerous goods entry from a preset of the site (spec 3, 6), searched by UN number or name. */
export function DangerousGoodsPresetPicker({
  siteId,
  lineIndex,
  index,
}: {
  siteId: string;
  lineIndex: number;
  index: number;
}) {
  const { setValue, getValues } = useFormContext<ShipmentForm>();
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState(false);
  const presets = useDangerousGoodsPresets(siteId, search, opened);
  const list = presets.data ?? [];
  const entry = `lineItems.${lineIndex}.dangerousGoods.${index}` as const;

  const choose = (id: string | null) => {
    const preset = list.find((candidate) => candidate.id === id);
    if (!preset) return;
    const options = { shouldDirty: true, shouldValidate: true };
    setValue(`${entry}.presetId`, preset.id, options);
    // what the entry kept from before describes other goods now; the preset's own detail goes with it
    setValue(
      `${entry}.kept`,
      {
        productDescription: preset.productDescription,
        subsidiaryRisks: oneOfEach(dgClasses, preset.subsidiaryRisks),
      },
      options,
    );
    setValue(`${entry}.technicalName`, preset.technicalName ?? '', options);
    setValue(`${entry}.receptacle`, preset.receptacle ?? '', options);
    setValue(`${entry}.quantityAmount`, preset.receptacleAggregateQuantity?.amount ?? null, options);
    setValue(
      `${entry}.quantityUnit`,
      oneOf(aggregateQuantityUnits, preset.receptacleAggregateQuantity?.unit ?? null),
      options,
    );
    // one receptacle per item of the line, until the user says otherwise
    if (getValues(`${entry}.receptacleCount`) == null) {
      const quantity = getValues(`lineItems.${lineIndex}.quantity`);
      setValue(`${entry}.receptacleCount`, typeof quantity === 'number' ? quantity : null, options);
    }
    setValue(`${entry}.unNumber`, preset.unNumber, options);
    setValue(`${entry}.properShippingName`, preset.properShippingName, options);
    setValue(`${entry}.classOrDivision`, oneOf(dgClasses, preset.classOrDivision), options);
    setValue(`${entry}.packingGroup`, oneOf(packingGroups, preset.packingGroup), options);
    setValue(`${entry}.notifiable`, preset.notifiable, options);
    setSearch('');
  };

  return (
    <Select
      aria-label={`Line ${lineIndex + 1} dangerous goods preset`}
      placeholder="From preset"
      size="xs"
      w={170}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      data={list.map((preset) => ({ value: preset.id, label: presetLabel(preset) }))}
      value={null}
      onChange={choose}
      filter={({ options }) => options}
      nothingFoundMessage={presets.isFetching ? 'Searching…' : 'No presets match'}
      comboboxProps={{ width: 420, position: 'bottom-start' }}
    />
  );
}
