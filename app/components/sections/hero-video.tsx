import { useEffect, useRef, useState } from "react";
import { Pause } from "~/components/icons/pause";
import { Play } from "~/components/icons/play";
import type { HeroVideo as HeroVideoData } from "~/content/pages/types";
import { sectionControls } from "~/content/site-chrome";

type NetworkInformation = { saveData?: boolean };

/** Whether this visitor should get the moving background: not with reduced motion, not with Save-Data. */
function wantsMotion(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData) return false;
  return !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/**
 * The hero's background: the poster image, rendered by the server and shown
 * first, and, once the page runs in a browser that wants motion, a muted
 * looping video over it with a button to pause it. Decorative throughout.
 */
export function HeroVideo({ media }: { media: HeroVideoData }) {
  const [motion, setMotion] = useState(false);
  const [paused, setPaused] = useState(false);
  const videoRef = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setMotion(wantsMotion());
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);

  function togglePlayback() {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) {
      void video.play().catch(() => undefined);
      setPaused(false);
    } else {
      video.pause();
      setPaused(true);
    }
  }

  return (
    <>
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <img
          src={media.poster}
          alt=""
          width={media.width}
          height={media.height}
          fetchPriority="high"
          decoding="async"
          className="h-full w-full object-cover"
        />
        {motion ? (
          <video
            ref={videoRef}
            autoPlay
            muted
            loop
            playsInline
            preload="auto"
            poster={media.poster}
            aria-hidden="true"
            tabIndex={-1}
            disablePictureInPicture
            width={media.width}
            height={media.height}
            className="absolute inset-0 h-full w-full object-cover"
          >
            <source src={media.webm} type="video/webm" />
            <source src={media.mp4} type="video/mp4" />
          </video>
        ) : null}
        <div className="absolute inset-0 bg-gradient-to-r from-brand-900/95 via-brand-900/80 to-brand-900/45" />
      </div>
      {motion ? (
        <button
          type="button"
          onClick={togglePlayback}
          aria-label={paused ? sectionControls.video.play : sectionControls.video.pause}
          className="absolute bottom-4 right-4 z-10 inline-flex h-11 w-11 items-center justify-center rounded-full border border-white/50 bg-brand-900/60 text-white backdrop-blur hover:bg-brand-900/80 sm:bottom-6 sm:right-6"
        >
          {paused ? <Play aria-hidden="true" className="h-5 w-5" /> : <Pause aria-hidden="true" className="h-5 w-5" />}
        </button>
      ) : null}
    </>
  );
}
