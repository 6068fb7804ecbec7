import { createActorContext } from '@xstate/react';
import { sessionMachine } from '@/machines/session/session.machine';

/**
 * The one session actor of the app: created once at the root, read by any view with
 * `Session.useSelector(selectUser)` and driven with `Session.useActorRef().send(...)`.
 */
export const Session = createActorContext(sessionMachine);
