import '@mantine/core/styles/Grid.layer.css';
import { Divider, Grid, Input, MultiSelect, SegmentedControl, Text } from '@mantine/core';
import {
  aggregateQuantityUnits,
  classesWithoutPackingGroup,
  dgClasses,
  dgTypes,
  packingGroups,
} from '@freight/contracts';
import type { DangerousGoodsPreset, Site } from '@freight/contracts';
import { useController, useWatch } from 'react-hook-form';
import type { FieldPath } from 'react-hook-form';
import { fieldErrorNode } from '../../../shared/ui/form/FieldErrors';
import { FieldLabel, NumberField, SelectField, TextField, useAppForm } from '../../../shared/ui/form';
import type { ServerErrorPlacement } from '../../../shared/ui/form';
import { TextFieldCells } from '../../../shared/ui/form/TextFieldCells';
import type { TextFieldCell } from '../../../shared/ui/form/TextFieldCells';
import { siteFormModal } from '../../../shared/ui/list/site-form-modal';
import { ModalForm } from '../../../shared/ui/list/ModalForm';
import { siteRecordStore } from '../../../shared/ui/list/record-save';
import { useCreateDgPreset } from '../api/create-dg-preset';
import { useDgPreset } from '../api/get-dg-preset';
import { useUpdateDgPreset } from '../api/update-dg-preset';
import { dgFormSchema, dgFromForm, dgToForm, emptyDgForm } from '../lib/dg-form';
import type { DgForm } from '../lib/dg-form';

const placement: ServerErrorPlacement<DgForm> = {
  fields: [
    'dgType',
    'unNumber',
    'properShippingName',
    'productDescription',
    'technicalName',
    'classOrDivision',
    'subsidiaryRisks',
    'packingGroup',
    'receptacle',
  ],
};

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

/**
 * On a phone each field takes the dialog's width (the quantity and its unit share a line), rather than three or four
 * squeezed to a line, their labels wrapping unevenly and their fields cut short.
 */
const half = { base: 12, xs: 6 };
const third = { base: 12, xs: 4 };

const namingCells: TextFieldCell<DgForm>[] = [
  { name: 'properShippingName', label: 'Proper shipping name', span: { base: 12, xs: 9 } },
  { name: 'productDescription', label: 'Product description', optional: true, span: 12 },
];

const detailCells: TextFieldCell<DgForm>[] = [
  { name: 'technicalName', label: 'Technical name', optional: true, span: half },
  { name: 'receptacle', label: 'Receptacle', optional: true, placeholder: 'e.g. Drum, Jerrican', span: half },
];

/** An optional choice from a fixed list, which can be cleared back to none. */
function Choice({
  name,
  label,
  options,
  optional,
}: {
  name: FieldPath<DgForm>;
  label: string;
  options: readonly string[];
  optional: boolean;
}) {
  return <SelectField<DgForm> name={name} label={label} optional={optional} data={[...options]} clearable />;
}

/** Spec 3, 5: the fields only declarable goods carry. */
function DeclarableDetails() {
  // declarable goods name their class, and their packing group unless the class has none (gases, for one)
  const classOrDivision = useWatch<DgForm, 'classOrDivision'>({ name: 'classOrDivision' });
  const packingGroupOptional =
    classOrDivision !== null && classesWithoutPackingGroup.includes(classOrDivision);
  return (
    <Grid gap="sm">
      <Grid.Col span={third}>
        <Choice name="classOrDivision" label="Class or division" options={dgClasses} optional={false} />
      </Grid.Col>
      <Grid.Col span={third}>
        <RisksField />
      </Grid.Col>
      <Grid.Col span={third}>
        <Choice
          name="packingGroup"
          label="Packing group"
          options={packingGroups}
          optional={packingGroupOptional}
        />
      </Grid.Col>
      <TextFieldCells cells={detailCells} />
      <Grid.Col span={{ base: 6, xs: 4 }}>
        <NumberField<DgForm>
          name="amount"
          label="Aggregate quantity"
          optional
          min={0}
          hideControls
          decimalScale={3}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, xs: 4 }}>
        <Choice name="unit" label="Unit" options={aggregateQuantityUnits} optional />
      </Grid.Col>
    </Grid>
  );
}

function DgFormBody({ site, preset }: { site: Site; preset?: DangerousGoodsPreset }) {
  const form = useAppForm(dgFormSchema, preset ? dgToForm(preset) : emptyDgForm());
  const store = siteRecordStore(
    { create: useCreateDgPreset(), update: useUpdateDgPreset() },
    site.id,
    preset,
  );
  const dgType = useWatch({ control: form.control, name: 'dgType' });

  const save = async (values: DgForm) => {
    const data = dgFromForm(values);
    await store(data);
    const un = data.unNumber.replace(/^UN\s*/i, '');
    return { type: 'success', message: `UN ${un} ${data.properShippingName} saved` } as const;
  };

  // spec J03: notifiable goods only where the site has that setting (an existing notifiable preset stays editable)
  const notifiableOffered = site.dangerousGoods.notifiableEnabled || preset?.dgType === 'notifiable';
  return (
    <ModalForm form={form} label="Dangerous goods preset" save={save} placement={placement}>
      <DgTypeField notifiableOffered={notifiableOffered} />
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, xs: 3 }}>
          <TextField<DgForm>
            name="unNumber"
            label="UN number"
            placeholder="e.g. 1203"
            uppercase
            data-autofocus
          />
        </Grid.Col>
        <TextFieldCells cells={namingCells} />
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
    </ModalForm>
  );
}

/** Create or edit a dangerous goods preset; closing with unsaved edits asks the data-loss dialog (spec 2.4). */
export const DgFormModal = siteFormModal(
  { name: 'dangerous goods preset', loading: 'the preset', size: 'xl' },
  useDgPreset,
  (site, preset) => <DgFormBody site={site} preset={preset} />,
);
