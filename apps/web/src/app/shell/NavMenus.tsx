import { Badge, Group } from '@mantine/core';
import { useIssueCount } from '../../features/consignments/api/count-consignment-issues';
import { useAppContext } from '../../features/context/hooks/use-app-context';
import { contextPath } from '../../shared/config/paths';
import type { AppContext, ContextRouteName } from '../../shared/config/paths';
import { NavMenu } from './NavMenu';

/**
 * Spec 2.3: Orders (only with order integration), Estimates, Consignments (Resolve issues when that feature is on),
 * Pickups and Manifests. Create links are disabled while data creation is prevented (spec 4.6).
 */
export function NavMenus() {
  const current = useAppContext();
  const ctxOf = current?.ctx;
  const issueScope =
    ctxOf?.type === 'org' ? { organisationId: String(ctxOf.id) } : { siteId: String(ctxOf?.id ?? '') };
  const issues = useIssueCount(issueScope, Boolean(current?.gates.resolveIssues));
  if (!current) return null;
  const { ctx, gates } = current;
  const issueCount = issues.data?.withIssues;
  const to = (name: ContextRouteName, params?: Record<string, string>) =>
    contextPath(name, ctx as AppContext, params);
  const create = { disabled: gates.creationPrevented };
  return (
    <Group gap={2} wrap="nowrap" component="nav" aria-label="Main">
      {gates.orderIntegration ? (
        <NavMenu label="Orders" items={[{ label: 'Manage', to: to('order.manage') }]} />
      ) : null}
      <NavMenu
        label="Estimates"
        items={[
          { label: 'Create', to: to('estimate.create.type', { estimateType: 'outbound' }), ...create },
          { label: 'Manage', to: to('estimate.manage') },
        ]}
      />
      <NavMenu
        label="Consignments"
        items={[
          { label: 'Create', to: to('consignment.create.outbound'), ...create },
          ...(gates.resolveIssues
            ? [
                {
                  label: 'Resolve issues',
                  to: to('consignment.issues'),
                  // D11: the count shows once known, zero included; red only when there is something to resolve
                  right:
                    issueCount === undefined ? undefined : (
                      <Badge
                        size="sm"
                        color={issueCount > 0 ? 'red' : 'gray'}
                        circle={issueCount < 10}
                        aria-label={`${issueCount} with issues`}
                      >
                        {issueCount}
                      </Badge>
                    ),
                },
              ]
            : []),
          { label: 'Ready to manifest', to: to('consignment.readyToManifest') },
          { label: 'Track', to: to('track.consignments') },
        ]}
      />
      <NavMenu
        label="Pickups"
        items={[
          { label: 'Create', to: to('pickup.create.outbound'), ...create },
          { label: 'Manage', to: to('pickup.manage') },
        ]}
      />
      <NavMenu
        label="Manifests"
        items={[
          { label: 'Create', to: to('manifest.create'), ...create },
          { label: 'Manage', to: to('manifest.manage') },
        ]}
      />
    </Group>
  );
}
