import '@mantine/core/styles/Grid.layer.css';
import {
  Alert,
  Button,
  Divider,
  Grid,
  Group,
  Input,
  Modal,
  MultiSelect,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { aggregateQuantityUnits, dgClasses, dgTypes, packingGroups } from '@freight/contracts';
import type { DangerousGoodsPreset, Site } from '@freight/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormProvider, useController, useWatch } from 'react-hook-form';
import { isApiError } from '../../../shared/lib/api-error';
import { displayMessageFor } from '../../../shared/lib/display-message';
import { confirmDiscardChanges, useDiscardGuard } from '../../../shared/ui/dialogs';
import { PageLoader } from '../../../shared/ui/feedback/PageLoader';
import { toast } from '../../../shared/ui/feedback/toast';
import { fieldErrorNode } from '../../../shared/ui/form/FieldErrors';
import {
  applyServerErrors,
  FieldLabel,
  FormErrorsCard,
  NumberField,
  SelectField,
  TextField,
  useAppForm,
} from '../../../shared/ui/form';
import { useCreateDgPreset } from '../api/create-dg-preset';
import { useDgPreset } from '../api/get-dg-preset';
import { useUpdateDgPreset } from '../api/update-dg-preset';
import { dgFormSchema, dgFromForm, dgToForm, emptyDgForm } from '../lib/dg-form';
import type { DgForm } from '../lib/dg-form';

const serverFields = [
  'dgType',
  'unNumber',
  'properShippingName',
  'productDescription',
  'technicalName',
  'classOrDivision',
  'subsidiaryRisks',
  'packingGroup',
  'receptacle',
] as const;

function DgTypeField({ notifiableOffered }: { notifiableOffered: boolean }) {
  const { field } = useController<DgForm, 'dgType'>({ name: 'dgType' });
  return (
    <Input.Wrapper label="Type">
      <SegmentedControl
        aria-label="Type"
        display="flex"
        w={280}
        value={field.value}
        onChange={(value) => field.onChange(dgTypes.find((type) => type === value) ?? 'declarable')}
        data={[
          { value: 'declarable', label: 'Declarable' },
          { value: 'notifiable', label: 'Notifiable', disabled: !notifiableOffered },
        ]}
      />
    </Input.Wrapper>
  );
}

function RisksField() {
  const { field, fieldState } = useController<DgForm, 'subsidiaryRisks'>({ name: 'subsidiaryRisks' });
  return (
    <MultiSelect
      label={<FieldLabel label="Subsidiary risks" optional />}
      data={[...dgClasses]}
      value={field.value}
      onChange={(next) => field.onChange(next)}
      onBlur={field.onBlur}
      maxValues={3}
      error={fieldErrorNode(fieldState.error)}
      clearable
    />
  );
}

/** Spec 3, 5: the fields only declarable goods carry. */
function DeclarableDetails() {
  return (
    <Grid gap="sm">
      <Grid.Col span={4}>
        <SelectField<DgForm>
          name="classOrDivision"
          label="Class or division"
          optional
          data={[...dgClasses]}
          clearable
        />
      </Grid.Col>
      <Grid.Col span={4}>
        <RisksField />
      </Grid.Col>
      <Grid.Col span={4}>
        <SelectField<DgForm>
          name="packingGroup"
          label="Packing group"
          optional
          data={[...packingGroups]}
          clearable
        />
      </Grid.Col>
      <Grid.Col span={6}>
        <TextField<DgForm> name="technicalName" label="Technical name" optional />
      </Grid.Col>
      <Grid.Col span={6}>
        <TextField<DgForm> name="receptacle" label="Receptacle" optional placeholder="e.g. Drum, Jerrican" />
      </Grid.Col>
      <Grid.Col span={4}>
        <NumberField<DgForm>
          name="amount"
          label="Aggregate quantity"
          optional
          min={0}
          hideControls
          decimalScale={3}
        />
      </Grid.Col>
      <Grid.Col span={4}>
        <SelectField<DgForm> name="unit" label="Unit" optional data={[...aggregateQuantityUnits]} clearable />
      </Grid.Col>
    </Grid>
  );
}

function DgFormBody({
  site,
  preset,
  onDone,
  onCancel,
  onDirtyChange,
}: {
  site: Site;
  preset?: DangerousGoodsPreset;
  onDone: () => void;
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const form = useAppForm(dgFormSchema, preset ? dgToForm(preset) : emptyDgForm());
  const create = useCreateDgPreset();
  const update = useUpdateDgPreset();
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const dgType = useWatch({ control: form.control, name: 'dgType' });
  const dirty = form.formState.isDirty && !(create.isSuccess || update.isSuccess);
  useDiscardGuard(dirty);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const submit = form.handleSubmit(async (values) => {
    setUnplaced([]);
    const data = dgFromForm(values);
    try {
      if (preset) await update.mutateAsync({ id: preset.id, data });
      else await create.mutateAsync({ siteId: site.id, ...data });
      toast({
        type: 'success',
        message: `UN ${data.unNumber.replace(/^UN\s*/i, '')} ${data.properShippingName} saved`,
      });
      onDone();
    } catch (error) {
      const rest = applyServerErrors<DgForm>(error, serverFields, form.setError);
      setUnplaced(isApiError(error, 'validation') ? rest : [displayMessageFor(error)]);
    }
  });

  // spec J03: notifiable goods only where the site has that setting (an existing notifiable preset stays editable)
  const notifiableOffered = site.dangerousGoods.notifiableEnabled || preset?.dgType === 'notifiable';
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Dangerous goods preset">
        <Stack gap="md">
          <DgTypeField notifiableOffered={notifiableOffered} />
          <Grid gap="sm">
            <Grid.Col span={3}>
              <TextField<DgForm>
                name="unNumber"
                label="UN number"
                placeholder="e.g. 1203"
                uppercase
                data-autofocus
              />
            </Grid.Col>
            <Grid.Col span={9}>
              <TextField<DgForm> name="properShippingName" label="Proper shipping name" />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextField<DgForm> name="productDescription" label="Product description" optional />
            </Grid.Col>
          </Grid>
          {dgType === 'declarable' ? (
            <>
              <Divider label="Declarable details" labelPosition="left" />
              <DeclarableDetails />
            </>
          ) : (
            <Text size="sm" c="dimmed">
              Notifiable goods carry no class, packing group or receptacle details.
            </Text>
          )}
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

export type DgTarget = { mode: 'create' } | { mode: 'edit'; id: string };

/** Create or edit a dangerous goods preset; closing with unsaved edits asks the data-loss dialog (spec 2.4). */
export function DgFormModal({
  site,
  target,
  onClose,
}: {
  site: Site;
  target: DgTarget | null;
  onClose: () => void;
}) {
  const preset = useDgPreset(target?.mode === 'edit' ? target.id : undefined);
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
  if (target?.mode === 'create') body = <DgFormBody {...props} />;
  else if (preset.data) body = <DgFormBody key={preset.data.id} {...props} preset={preset.data} />;
  else if (preset.isError) body = <Alert color="red">{displayMessageFor(preset.error)}</Alert>;
  else if (target) body = <PageLoader label="Loading the preset" />;

  return (
    <Modal
      opened={target !== null}
      onClose={() => void requestClose()}
      title={target?.mode === 'edit' ? 'Edit dangerous goods preset' : 'New dangerous goods preset'}
      size="xl"
      centered
    >
      {body}
    </Modal>
  );
}
