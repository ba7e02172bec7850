// The web tests drive the production build: build it first when missing or stale.
import { ensureBuild } from '../../scripts/ensure-build.mjs';

export default function setup() {
  ensureBuild();
}
