import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { HandOver } from '../../shared/ui/floating/HandOver';
import { useFloating } from '../../shared/ui/floating/load-floating';
import { IconMoon, IconSun } from '../../shared/ui/icons/icons';

/** Spec 9: light or dark layout, for the session. Its tooltip joins it once the tooltips have loaded. */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const floating = useFloating();
  const next = scheme === 'dark' ? 'light' : 'dark';
  const button = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={`Switch to ${next} theme`}
      onClick={() => setColorScheme(next)}
    >
      {scheme === 'dark' ? <IconSun size={20} /> : <IconMoon size={20} />}
    </ActionIcon>
  );
  return (
    <HandOver ready={floating !== undefined} repeatClick={false}>
      {floating ? <floating.Tooltip label={`Switch to ${next} theme`}>{button}</floating.Tooltip> : button}
    </HandOver>
  );
}
