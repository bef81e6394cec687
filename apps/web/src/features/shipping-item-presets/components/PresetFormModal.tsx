import '@mantine/core/styles/Grid.layer.css';
import { Alert, Button, Grid, Group, Modal, Stack, Text } from '@mantine/core';
import { shippingItemPresetMessages } from '@freight/contracts';
import type { ShippingItemPreset, Site } from '@freight/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { isApiError } from '../../../shared/lib/api-error';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { confirmDiscardChanges, useDiscardGuard } from '../../../shared/ui/dialogs';
import { PageLoader } from '../../../shared/ui/feedback/PageLoader';
import { toast } from '../../../shared/ui/feedback/toast';
import {
  applyServerErrors,
  FormErrorsCard,
  NumberField,
  SelectField,
  TextField,
  useAppForm,
} from '../../../shared/ui/form';
import { useCreatePreset } from '../api/create-preset';
import { usePreset } from '../api/get-preset';
import { useUpdatePreset } from '../api/update-preset';
import { packagingOptions } from '../lib/packaging-options';
import {
  CM_DECIMALS,
  emptyPresetForm,
  KG_DECIMALS,
  presetFormSchema,
  presetFromForm,
  presetToForm,
} from '../lib/preset-form';
import type { PresetForm } from '../lib/preset-form';

const serverFields = [
  'quickAccessCode',
  'description',
  'packagingType',
  'length',
  'width',
  'height',
  'weight',
] as const;

function PresetFormBody({
  site,
  preset,
  onDone,
  onCancel,
  onDirtyChange,
}: {
  site: Site;
  preset?: ShippingItemPreset;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const form = useAppForm(presetFormSchema, preset ? presetToForm(preset) : emptyPresetForm());
  const create = useCreatePreset();
  const update = useUpdatePreset();
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const saved = create.isSuccess || update.isSuccess;
  const dirty = form.formState.isDirty && !saved;
  useDiscardGuard(dirty);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = form.handleSubmit(async (values) => {
    setUnplaced([]);
    const attributes = presetFromForm(values);
    try {
      if (preset) await update.mutateAsync({ id: preset.id, attributes });
      else await create.mutateAsync({ siteId: site.id, ...attributes });
      toast({ type: 'success', message: `Preset ${attributes.quickAccessCode} saved` });
      onDone();
    } catch (error) {
      // spec 5, 8: a code conflict shows on the code field
      if (isApiError(error, 'conflict')) {
        form.setError('quickAccessCode', { type: 'server', message: shippingItemPresetMessages.codeExists });
        return;
      }
      const rest = applyServerErrors<PresetForm>(error, serverFields, form.setError);
      setUnplaced(isApiError(error, 'validation') ? rest : [displayMessageFor(error)]);
    }
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Shipping item preset">
        <Stack gap="md">
          <Grid gap="sm">
            <Grid.Col span={4}>
              <TextField<PresetForm>
                name="quickAccessCode"
                label="Quick access code"
                uppercase
                data-autofocus
              />
            </Grid.Col>
            <Grid.Col span={8}>
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
            <Grid.Col span={3}>
              <NumberField<PresetForm>
                name="length"
                label="Length (cm)"
                optional
                decimalScale={CM_DECIMALS}
                min={0}
                hideControls
              />
            </Grid.Col>
            <Grid.Col span={3}>
              <NumberField<PresetForm>
                name="width"
                label="Width (cm)"
                optional
                decimalScale={CM_DECIMALS}
                min={0}
                hideControls
              />
            </Grid.Col>
            <Grid.Col span={3}>
              <NumberField<PresetForm>
                name="height"
                label="Height (cm)"
                optional
                decimalScale={CM_DECIMALS}
                min={0}
                hideControls
              />
            </Grid.Col>
            <Grid.Col span={3}>
              <NumberField<PresetForm>
                name="weight"
                label="Weight (kg)"
                optional
                decimalScale={KG_DECIMALS}
                min={0}
                hideControls
              />
            </Grid.Col>
          </Grid>
          <Text size="xs" c="dimmed">
            Dimensions in centimetres and weight in kilograms, per item; kept to the millimetre and gram.
          </Text>
          <FormErrorsCard messages={unplaced} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending || update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

export type PresetTarget = { mode: 'create' } | { mode: 'edit'; id: string };

/** Create or edit a preset; closing with unsaved edits asks the data-loss dialog (spec 2.4). */
export function PresetFormModal({
  site,
  target,
  onClose,
}: {
  site: Site;
  target: PresetTarget | null;
  onClose: () => void;
}) {
  const preset = usePreset(target?.mode === 'edit' ? target.id : undefined);
  const dirty = useRef(false);
  const onDirtyChange = useCallback((value: boolean) => {
    dirty.current = value;
  }, []);
  const requestClose = async () => {
    if (dirty.current && !(await confirmDiscardChanges())) return;
    dirty.current = false;
    onClose();
  };
  const done = () => {
    dirty.current = false;
    onClose();
  };
  const props = { site, onDone: done, onCancel: () => void requestClose(), onDirtyChange };

  let body = null;
  if (target?.mode === 'create') body = <PresetFormBody {...props} />;
  else if (preset.data) body = <PresetFormBody key={preset.data.id} {...props} preset={preset.data} />;
  else if (preset.isError) body = <Alert color="red">{displayMessageFor(preset.error)}</Alert>;
  else if (target) body = <PageLoader label="Loading the preset" />;

  return (
    <Modal
      opened={target !== null}
      onClose={() => void requestClose()}
      title={target?.mode === 'edit' ? 'Edit shipping item preset' : 'New shipping item preset'}
      size={760}
      centered
    >
      {body}
    </Modal>
  );
}
