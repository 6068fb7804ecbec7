import { describe, expect, it, vi } from 'vitest';
import { createActor, setup, type AnyActorRef } from 'xstate';
import { watchCameraWith, type CameraEvent, type CameraParts } from './check-in.actors';

/**
 * The camera actor against a fake camera and a fake QR reader (headless Chromium has neither): it shows the
 * stream in the page's video, reads a frame only when the machine asks, sends the first code once, says
 * when the camera is refused or the browser cannot read codes, and turns every track off when it stops.
 */
function fakeCamera(options: { refuse?: boolean; codes?: string[][]; detector?: boolean } = {}) {
  const track = { stop: vi.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const video = { srcObject: null as MediaStream | null, readyState: 4, play: vi.fn(() => Promise.resolve()) };
  const frames = [...(options.codes ?? [])];
  const detect = vi.fn(() => Promise.resolve((frames.shift() ?? []).map((rawValue) => ({ rawValue }))));
  const constraints: MediaStreamConstraints[] = [];
  const parts: CameraParts = {
    video: () => video as unknown as HTMLVideoElement,
    getUserMedia: (asked) => {
      constraints.push(asked);
      return options.refuse ? Promise.reject(new DOMException('Permission denied', 'NotAllowedError')) : Promise.resolve(stream);
    },
    Detector:
      options.detector === false
        ? undefined
        : class {
            detect = detect;
          },
  };
  return { parts, track, video, detect, constraints };
}

/** Runs the actor under a parent that records what it sends back, as the check-in machine does. */
function run(parts: CameraParts) {
  const received: CameraEvent[] = [];
  const parent = setup({ actors: { camera: watchCameraWith(parts) } }).createMachine({
    invoke: { id: 'camera', src: 'camera' },
    on: { '*': { actions: ({ event }) => received.push(event as CameraEvent) } },
  });
  const actor = createActor(parent).start();
  const camera = actor.getSnapshot().children.camera as AnyActorRef;
  const frame = async () => {
    camera.send({ type: 'camera.frameDue' });
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, received, frame };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the check-in camera', () => {
  it('opens the back camera into the video, sends the first code read once, and stops the camera when it ends', async () => {
    const camera = fakeCamera({ codes: [[], ['  RIHLA1:RH-7KQ2M9:abc  '], ['RIHLA1:RH-OTHER1:def']] });
    const { actor, received, frame } = run(camera.parts);
    await settle();
    expect(camera.constraints).toEqual([{ video: { facingMode: { ideal: 'environment' } }, audio: false }]);
    expect(camera.video.srcObject).not.toBeNull();
    expect(camera.detect).not.toHaveBeenCalled();

    await frame();
    expect(received).toEqual([]);
    await frame();
    expect(received).toEqual([{ type: 'checkIn.codeScanned', code: 'RIHLA1:RH-7KQ2M9:abc' }]);
    // Read once: later frames are not looked at, so a voucher held still is not sent twice.
    await frame();
    expect(camera.detect).toHaveBeenCalledTimes(2);
    expect(received).toHaveLength(1);

    actor.stop();
    expect(camera.track.stop).toHaveBeenCalledTimes(1);
    expect(camera.video.srcObject).toBeNull();
  });

  it('says the camera failed when it is refused, and when the browser cannot read QR codes', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const refused = run(fakeCamera({ refuse: true }).parts);
    await settle();
    expect(refused.received).toEqual([{ type: 'checkIn.cameraFailed' }]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    refused.actor.stop();

    const noReader = fakeCamera({ detector: false });
    const unread = run(noReader.parts);
    await settle();
    expect(unread.received).toEqual([{ type: 'checkIn.cameraFailed' }]);
    expect(noReader.constraints).toEqual([]);
    unread.actor.stop();
  });

  it('turns off a camera that opens after the desk has moved on', async () => {
    const camera = fakeCamera();
    let open: (stream: MediaStream) => void = () => undefined;
    const late = { ...camera.parts, getUserMedia: () => new Promise<MediaStream>((resolve) => (open = resolve)) };
    const { actor } = run(late);
    actor.stop();
    open({ getTracks: () => [camera.track] } as unknown as MediaStream);
    await settle();
    expect(camera.track.stop).toHaveBeenCalledTimes(1);
    expect(camera.video.srcObject).toBeNull();
  });
});
