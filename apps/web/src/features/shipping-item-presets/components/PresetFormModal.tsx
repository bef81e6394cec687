import '@mantine/core/styles/Grid.layer.css';
import { Grid, Text } from '@mantine/core';
import { shippingItemPresetMessages } from '@freight/contracts';
import type { ShippingItemPreset, Site } from '@freight/contracts';
import { packagingOptions } from '../../../shared/shipment-form/lib/packaging-options';
import { NumberField, SelectField, TextField, useAppForm } from '../../../shared/ui/form';
import type { ServerErrorPlacement } from '../../../shared/ui/form';
import { siteFormModal } from '../../../shared/ui/list/site-form-modal';
import { ModalForm } from '../../../shared/ui/list/ModalForm';
import { siteRecordStore } from '../../../shared/ui/list/record-save';
import { useCreatePreset } from '../api/create-preset';
import { usePreset } from '../api/get-preset';
import { useUpdatePreset } from '../api/update-preset';
import {
  CM_DECIMALS,
  emptyPresetForm,
  KG_DECIMALS,
  presetFormSchema,
  presetFromForm,
  presetToForm,
} from '../lib/preset-form';
import type { PresetForm } from '../lib/preset-form';

const placement: ServerErrorPlacement<PresetForm> = {
  fields: ['quickAccessCode', 'description', 'packagingType', 'length', 'width', 'height', 'weight'],
  // spec 5, 8: a code conflict shows on the code field
  conflict: { field: 'quickAccessCode', message: shippingItemPresetMessages.codeExists },
};

const measures = [
  { name: 'length', label: 'Length (cm)', decimals: CM_DECIMALS },
  { name: 'width', label: 'Width (cm)', decimals: CM_DECIMALS },
  { name: 'height', label: 'Height (cm)', decimals: CM_DECIMALS },
  { name: 'weight', label: 'Weight (kg)', decimals: KG_DECIMALS },
] as const;

function PresetFormBody({ site, preset }: { site: Site; preset?: ShippingItemPreset }) {
  const form = useAppForm(presetFormSchema, preset ? presetToForm(preset) : emptyPresetForm());
  const store = siteRecordStore({ create: useCreatePreset(), update: useUpdatePreset() }, site.id, preset);

  const save = async (values: PresetForm) => {
    const data = presetFromForm(values);
    await store(data);
    return { type: 'success', message: `Preset ${data.quickAccessCode} saved` } as const;
  };

  return (
    <ModalForm form={form} label="Shipping item preset" save={save} placement={placement}>
      <Grid gap="sm">
        {/* on a phone the code and type take a line each, and the measures two to a line, rather than four
            squeezed fields whose labels wrap over three lines */}
        <Grid.Col span={{ base: 12, xs: 4 }}>
          <TextField<PresetForm> name="quickAccessCode" label="Quick access code" uppercase data-autofocus />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 8 }}>
          <SelectField<PresetForm>
            name="packagingType"
            label="Packaging type"
            data={packagingOptions(site)}
            searchable
            allowDeselect={false}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextField<PresetForm> name="description" label="Description" />
        </Grid.Col>
        {measures.map(({ name, label, decimals }) => (
          <Grid.Col span={{ base: 6, xs: 3 }} key={name}>
            <NumberField<PresetForm>
              name={name}
              label={label}
              optional
              decimalScale={decimals}
              min={0}
              hideControls
            />
          </Grid.Col>
        ))}
      </Grid>
      <Text size="xs" c="dimmed">
        Dimensions in centimetres and weight in kilograms, per item; kept to the millimetre and gram.
      </Text>
    </ModalForm>
  );
}

/** Create or edit a preset; closing with unsaved edits asks the data-loss dialog (spec 2.4). */
export const PresetFormModal = siteFormModal(
  { name: 'shipping item preset', loading: 'the preset', size: 760 },
  usePreset,
  (site, preset) => <PresetFormBody site={site} preset={preset} />,
);
