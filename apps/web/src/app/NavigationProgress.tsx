import classes from './NavigationProgress.module.css';

/** The bar shown while a route loads; drawn here rather than with Mantine's Progress, which the first load would carry. */
export function NavigationProgress() {
  return <div role="progressbar" aria-label="Loading" aria-busy="true" className={classes.bar} />;
}
