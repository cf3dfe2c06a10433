const Svg = ({ d, size = 22, fill }: { d: string; size?: number; fill?: boolean }) => (
  <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
    <path d={d} fill={fill ? 'currentColor' : 'none'} stroke={fill ? 'none' : 'currentColor'} strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

export const PlayIcon = () => <Svg fill d="M8 5.5v13a.8.8 0 0 0 1.2.7l10.2-6.5a.8.8 0 0 0 0-1.4L9.2 4.8A.8.8 0 0 0 8 5.5Z" />;
export const PauseIcon = () => <Svg fill d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" />;
export const ChevronLeft = () => <Svg d="M15 5l-7 7 7 7" />;
export const ChevronRight = () => <Svg d="M9 5l7 7-7 7" />;
export const ReflectIcon = () => <Svg size={20} d="M12 3v2M12 19v2M4.6 4.6 6 6M18 18l1.4 1.4M3 12h2M19 12h2M4.6 19.4 6 18M18 6l1.4-1.4M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z" />;
export const ShareIcon = () => <Svg size={20} d="M12 15V3M7.5 7.5 12 3l4.5 4.5M5 12v7a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-7" />;
export const CopyIcon = () => <Svg size={20} d="M9 9h10v12H9zM5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />;
