import { editDistance } from './fuzzy.ts';
import { words } from './text.ts';

/**
 * Does a search speak of ending one's life or harming oneself? Built for recall: plain words,
 * slang, misspellings and the indirect ways people say it (pills, a rope, a bridge, the road, saying
 * goodbye, not waking up, disappearing, being a burden, hating one's life). Ordinary idioms ("this
 * homework is killing me", "my phone died") and questions about death stay out.
 *
 * Taught by `tests/quality/crisis.json`; measured on `tests/quality/crisis-heldout.json`.
 */

/** Slang and shorthand written out, so one pattern covers every way of writing it. */
const SPOKEN: Record<string, string> = {
  kms: 'kill myself',
  unalive: 'kill',
  unaliving: 'killing',
  sewerslide: 'suicide',
  od: 'overdose',
  oding: 'overdosing',
  ill: 'i will',
  id: 'i would',
  theyd: 'they would',
  itd: 'it would',
  itll: 'it will',
  noone: 'no one',
  whats: 'what is',
  nobody: 'no one',
  wont: 'will not',
  gotta: 'have to',
  // "catch the bus": a word people use for suicide where the word itself is filtered.
  ctb: 'suicide',
  // "i want 2 die"
  '2': 'to',
  // Where the words themselves are filtered: "sh" for self-harm, "sui" for suicide, "kys", "yeet".
  sh: 'selfharm',
  sui: 'suicide',
  kys: 'kill yourself',
  yeet: 'throw',
  yeeting: 'throwing',
  yeeted: 'threw',
};

/**
 * Words whose misspellings still mean them ("sucidal", "myslef", "overdoes"): one letter wrong,
 * missing, added or swapped. Two would make "overcome" an overdose and "subside" suicide.
 */
const KEY_WORDS = ['suicide', 'suicidal', 'myself', 'overdose', 'overdosing', 'disappear', 'everything'];
/** Words of their own one letter away from a key word. */
const NOT_TYPOS = new Set(['overdoing', 'overdone']);
const keyWordOf = (w: string) => {
  if (w.length < 5 || KEY_WORDS.includes(w) || NOT_TYPOS.has(w)) return w;
  const hit = KEY_WORDS.find((k) => w[0] === k[0] && editDistance(w, k, 1) <= 1);
  return hit ?? w;
};

const PILLS = String.raw`(?:pain meds|pain pills|pain medication|pills|meds|medication|medications|tablets|sleeping pills|painkillers|pain killers|prescription|prescriptions|tylenol|advil|ibuprofen|acetaminophen|aspirin|xanax|ambien|benadryl|oxy|oxycodone|oxycontin|fentanyl|insulin|melatonin|antidepressants)`;
/** "overdose on chocolate", "on christmas movies": too much of a good thing, not an overdose. */
const OVERDOSE_ON_PLEASURE = new RegExp(
  String.raw`\boverdos(?:e|ed|ing) on (?=\w)(?!(?:\w+ ){0,3}(?:${PILLS}|heroin|drugs|opioids|opiates|alcohol|purpose)\b|(?:it|them|these|those)\b)`,
  'g',
);

/** Words written with digits or a star where a filter would catch them ("k1ll", "d3ath", "s*icide"). */
const MASKED_WORDS = ['suicide', 'suicidal', 'self', 'harm', 'kill', 'die', 'dead', 'death', 'myself', 'cut', 'cutting', 'overdose'];
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't' };
const unleet = (w: string) => {
  if (!/\d/.test(w) || !/[a-z]/.test(w)) return w;
  const plain = w.replace(/[0-9]/g, (d) => LEET[d] ?? d);
  return MASKED_WORDS.includes(plain) ? plain : w;
};
/** A starred word becomes the word it hides, or nothing ("sh*t" is not self-harm). */
const unstar = (query: string) =>
  query.toLowerCase().replace(/[a-z0-9]*\*[a-z0-9*]*/g, (masked) => {
    const shape = new RegExp(`^${masked.replace(/\*/g, '.')}$`);
    return MASKED_WORDS.find((w) => shape.test(w)) ?? ' ';
  });

/** The query's words, starred words unmasked; "50 kms" is a distance and "sui generis" Latin, not slang. */
const unmaskedWords = (query: string) =>
  words(unstar(query).replace(/\b(\d+(?:\.\d+)?) ?kms?\b/g, '$1 kilometers').replace(/\bsui generis\b/g, 'unique'));

/** The query as the patterns read it: words only, contractions and slang written out, "sooo" → "so". */
export const crisisText = (query: string) =>
  unmaskedWords(query)
    .flatMap((w) => (SPOKEN[w] ?? keyWordOf(unleet(w).replace(/([a-z])\1{2,}/g, '$1'))).split(' '))
    .join(' ')
    .replace(/\bsewer slide\b/g, 'suicide')
    .replace(/\bself ?delet(?:e|ing|ed)\b|\bdelet(?:e|ing|ed) myself\b/g, 'kill myself')
    .replace(/\b(to|gonna|will|might|should|could|wanna) off myself\b/g, '$1 kill myself')
    .replace(/\b(?:become|be|get|being) kill\b/g, 'be dead')
    .replace(/\b(?:passive|active|my|having|have|with|experiencing|struggling with|dealing with|constant|daily) si\b/g, 'suicidal ideation')
    .replace(/^si (?=is|has|again|thoughts|getting|keeps|every)/, 'suicidal ideation ')
    .replace(/\bme ?self\b|\bmy own self\b|\bmy self\b/g, 'myself')
    .replace(OVERDOSE_ON_PLEASURE, 'indulge in ');

const HARM = String.raw`(?:kill+|kil|killed|killing|hurt+|hurting|harm+|harming|cut+|cuting|cutting|burn|burning|starve|starving|hang|hanging|shoot|shooting|poison|poisoning|drown|drowning|end|ending|stab|stabbing)`;
const INTENT = String.raw`(?:want|wanted|wanting|wish|wishing|wished|ready|plan|planning|planned|decided|thinking about|thinking of|think about|thought about|thoughts of|thoughts about|tempted|longing|urge|urges|trying|try|need)`;
const MOVING = String.raw`(?:train|bus|truck|car|traffic|tracks|subway)`;
const PLACES = String.raw`(?:bridge|building|roof|rooftop|cliff|ledge|balcony|window|overpass|tower|parking garage|${MOVING})`;
/** Dying to self is discipleship. */
const DYING_TO_SELF = String.raw`to (?:self|myself|sin|the flesh|my flesh|my old self|my old life|my old ways)`;
/** Dyeing one's hair, misspelt, is not dying. */
const DIE = String.raw`die(?! (?:my|her|his|their) hair\b)`;
/** "dead honest", "dead tired", "dead set": not death. */
const DEAD_IDIOMS = String.raw`(?:honest|serious|tired|set|wrong|right|center|even|last|sure|quiet|silent|asleep|inside)`;
const GONE = String.raw`(?:gone|dead|not here|not there|not around|never born|not alive|not in it|not in this world)`;
/** "stop living in fear", "stop living paycheck to paycheck": a way of living left behind, not life. */
const A_WAY_OF_LIVING = String.raw`(?!(?<=\b(?:stop living|stop existing|not live)) (?:in|for (?!a while|a bit|a little|some time)|paycheck|like (?!this|that)|as|under|by|according|through|out|off|on|with|without|a|my|your|their)\b)`;
/** "i want to die old and happy", "die with no regrets": a good death hoped for in its time. */
const DYING_WELL = String.raw`(?!(?<=\bdie) (?:old|happy|with no regrets|without (?:any )?regrets|knowing|surrounded|having|fulfilled|of old age|a (?:hero|martyr|happy|good|peaceful|natural|old)|like my (?:grandma|grandpa|grandmother|grandfather))\b)`;
/** Up to four words between a stance and what it is about, none of them someone else ("i hope my mom does not die"). */
const OWN_WORDS = String.raw`(?: (?!(?:he|she|they|you|we|it|my|his|her|their|our|your|someone|somebody|people|everyone|anyone|nobody|mom|dad|son|daughter|wife|husband|friend|not|never|no)\b)[a-z]+){0,4}`;
/** Wanting, planning or finding relief in… (said of oneself: "my grandma is ready to die" is not) */
/** "i'm scared i'm going to die", "we are all going to die": a fear or a fact, not a plan. */
const FEARED = String.raw`(?<!\b(?:scared|afraid|worried|terrified|fear|feel like|feels like|felt like|think|thought|says|said|sure|convinced|panic|all|we are|you are|they are|everyone is)(?: that)?(?: i am)? )`;
const LEANING = String.raw`(?:want|wanna|wish|wished|wishing|hope|hoping|pray|praying|ready|${FEARED}going|${FEARED}gonna|plan|planning|planned|decided|should|tempted|urge|would be (?:easier|better|a relief|peaceful) (?:if|to)|thinking about|thinking of|would rather)`;
/** …one's own ending… */
const OWN_END = String.raw`(?:to )?(?:${DIE}|died|be gone$|end this life|be dead(?! ${DEAD_IDIOMS})|stop breathing|stop being alive|(?:was|were|had) never (?:been )?(?:alive|born)|stop living|stop existing|not exist|never exist(?: again)?|not be alive|stop my (?:own )?heart(?! from)|not be$|stop being (?:a person|a human|human|me)$|(?<!tie )dye$|not be here|never wake up|not wake up|stop waking up|cease to exist|cease existing|cease to be$|be gone forever|disappear forever|kill myself|end it|end it all|end everything|end my life|take my life|(?:was|were) not alive|(?:was|were) dead|crash my car|jump(?: tonight| today| now| soon| tomorrow| this weekend)?$|forget i (?:ever )?existed|be (?:with \w+ )?in heaven (?:now|tonight|today))`;
/** …and turning away from living. */
const NO_REASON = String.raw`(?:can not bear to|do not feel like|lost the will to|done trying to|tired of trying to|do not deserve|no reason|no will|why should i|too (?:painful|hard|much|tired) to|can not keep|what (?:is )?the point of|no point(?: in| to)?|(?:do not|can not) (?:see|find) (?:any|a) reason)`;
const LIVING = String.raw`(?:to )?(?:live|living|keep living|go on living|go on(?=$| anymore| any more| like this| without)|going on(?=$| anymore| any more| like this| without)|stay alive|be alive|being alive|exist|existing|wake up|keep breathing|be breathing|keep going(?=$| anymore| any more))`;

/** Each line one way of saying it; the comment names the cue where the pattern alone does not. */
const PATTERNS: RegExp[] = [
  // In so many words.
  new RegExp(String.raw`\b${HARM} myself\b(?!(?: off| out| short| of (?:sleep|rest|fun|joy|love|attention|affection|company|sunlight|time)| shaving| cooking| chopping| baking| by accident| on (?:a |the )?(?:glass|paper|can|stove|oven|iron)| some slack| in the foot| up| laughing| with laughter| trying| working| to get| to make| to finish| to keep| to please| at| playing| while| lifting| running| during| on the (?:job|court|field|ice|stairs)| in (?:the|a|my) (?:gym|game|kitchen|yard|garden|practice))\b)`),
  /\b(?:suicid\w*(?! (?:squad|doors?|sprints?|runs?|drills?|king|blonde)\b)|kill (?:yourself|oneself|themselves|themself)|self ?(?:harm\w*|injur\w*|mutilat\w*))\b/,
  /\b(?:end|ending|ended|take|taking|took) my (?:own |(?!(?:social|love|dating|work|working|church|prayer|spiritual|christian|married|sex|family|school|college|single|old|past|former|personal|private|online|daily|busy|night|student|party|thought|whole|double|city|country|sinful|secret|current|professional|army|military|corporate|hidden|fast)\b)[a-z]+ )?(?:life|lives)\b|\bend my existence\b|\bput an end to (?:my (?:own )?(?:life|existence)|it all)\b/,
  // Someone else's suicide: the line helps those who grieve or support them too.
  /\b(?:took|taken|take|taking|ended) (?:his|her|their) (?:own )?life\b|\battempted suicide\b/,
  // Wanting to die, to be dead, not to exist; a plan or a wish of one's own ending, however worded.
  new RegExp(String.raw`(?<!\b(?:is|was|are|were|not|never) )\b${LEANING}\b${OWN_WORDS} ${OWN_END}\b${A_WAY_OF_LIVING}${DYING_WELL}(?!(?<=\bdie) (?:if|well)\b)(?! (?:${DYING_TO_SELF}|of (?:embarrassment|laughter|shame|boredom|cringe)|laughing|into|in(?:to)? (?:a|the|this|my) (?:new|project|conversation|pool|lake)|on|off|with|for (?:a|some|this)|so|heavily|loudly|until|till|before|early|at|on time|well|on good terms|nicely|kindly|gracefully|amicably)\b)(?! than (?!face|live|go on|keep|wake|be alive|spend|another|deal|go through|feel))`),
  new RegExp(String.raw`\b${NO_REASON}\b${OWN_WORDS} ${LIVING}\b(?! (?:in|with|at|near|alone|there|on|far|by|for|like that|here|paycheck|up early|up at|up on|up for)\b)`),
  /\b(?:thought|idea) of (?:dying|death|being dead|not waking up|suicide|killing myself) (?:is|feels|sounds) (?:comforting|peaceful|nice|good|like a relief|appealing|a relief)\b/,
  /\b(?:hop(?:e|es|ed|ing)|wish\w*|pray\w*) (?:that )?i (?:get|got) (?:in|into) (?:a |an )?(?:car |bad )?(?:accident|crash|wreck)\b.*\b(?:die|dead|kill|killed|over)\b|\b(?:death|dying)\b.*\b(?:wanting it|want it|long for it|longing for it|crave it)\b|\bnot (?:going to )?make it (?:to|through|past) (?:christmas|thanksgiving|my birthday|the new year|new year|next year|the weekend|tomorrow)\b.*\b(?:done|goodbye|over)\b|\bnothing left\b.*\bwant to go$|\bgoodbye\b.*\bi am ready$|\b(?:god|lord|jesus)\b.*\b(?:ready to come home|please take me)$|\bno one (?:needs|wants|loves|cares about) me\b.*\b(?:should|want to|ready to) (?:just )?go$|\b(?:hop(?:e|es|ed|ing)|wish\w*|pray\w*) (?:that )?(?:the |this |my )?\w+ (?:kills|will kill|would kill) me\b|\bletters? to (?:my )?\w+ before i go\b|\bhow to die (?:peacefully|painlessly|quickly|fast|quietly)\b|\b(?:god|lord|jesus) (?:please )?take me home (?:tonight|today|now)\b/,
  new RegExp(String.raw`\b${INTENT} (?:to )?kill$`),
  new RegExp(String.raw`(?<!\b(?:is|was|are|were|not|never) )\b${INTENT} (?:to )?(?:${DIE}|dying|be dead|not be alive|not exist|stop existing|stop living|not live|disappear|vanish|sleep forever|fall asleep forever|go to sleep forever)\b${A_WAY_OF_LIVING}${DYING_WELL}(?!(?<=sleep forever) this (?:weekend|saturday|sunday|vacation|holiday|break)\b)(?! ${DYING_TO_SELF}\b)(?! well\b)(?!(?<=dead) ${DEAD_IDIOMS}\b)(?! (?:on|for) (?:a |an |the )?(?:vacation|trip|holiday|week|weekend|day|few days|while|bit|month)\b)(?! to (?:a|an|the|my) (?:cabin|beach|island|mountain|mountains|lake|retreat|hotel|resort|country|place|bedroom|room)\b)(?! (?:from|on|in) (?:social media|facebook|instagram|tiktok|twitter|the internet|online|work|school|church|the group chat|the chat|(?:my|his|her|their|your) (?!own\b)\w+ (?:life|lives))\b)(?! into (?!nothing|the void|thin air|the darkness)\b)`),
  // The pain stopping for good; looking up how to die.
  /\b(?:want|need|wish|just want) (?:the |all the |this |my )?(?:pain|hurt|hurting) to (?:stop|end|go away) (?:for good|forever|permanently)\b|\bmake (?:it|the pain|everything) stop (?:for good|forever|permanently)\b/,
  /\b(?:research\w*|look\w* up|search\w*|googl\w*|read about|looking for|looked for) (?:ways|how|methods|the best way|an easy way|a painless way|painless ways) to (?:die|kill myself|end it|end my life)\b(?! to (?:self|sin|the flesh)\b)|\b(?:painless|easy|easiest|quick|quickest|best) (?:way|ways) to (?:die|kill myself)\b(?! to (?:self|sin|the flesh)\b)/,
  /\b(?:ready|want) to go (?:be )?(?:with|to) (?:jesus|god|the lord|heaven) now\b|\b(?:want|ready|wish|long) to (?:go )?be with (?:my )?\w+ in heaven (?:now|tonight|today)\b/,
  /\b(?:painless|peaceful) (?:way|ways) to go\b(?!(?: to| there| home| about| from| back| on)\b)/,
  new RegExp(String.raw`\b(?:going|about) to (?:end it|kill myself|overdose)\b(?!(?<=end it) (?:with|off|for|early|there|here|well)\b)|(?<!\b(?:is|was|are|were|not|never) )\bready to die\b(?! ${DYING_TO_SELF}\b)|\b(?:let|make) me die\b`),
  /\bwish(?:ed|ing)? (?:that )?i (?:was|were|am|had|could|would) (?:be |have )?(?:dead|die|never (?:been )?born|not (?:alive|born)|just die)\b/,
  /\bwish i (?:did not|never|did never) exist(?:ed)?\b|\bwish i were never born\b/,
  // "i wish i wasn't here", "i wish i wasn't here anymore": a plain wish not to be, nothing after it but time.
  /\bwish(?:ed)? i (?:was|were) not (?:here|around)(?: anymore| any more)?$/,
  /\b(?:would|had) rather (?:be dead|die|not be alive|not exist|not live|not go on(?= like this|$)|not be here$)\b(?! than (?!face|live|go on|keep|wake|be alive|spend|another|deal|go through|feel))/,
  /\bi (?:should|deserve to|ought to) (?:just )?(?:die|be dead|not be alive|not exist)\b|\b(?:i am|i feel like) (?:just )?a waste of (?:space|air|oxygen|life)\b/,
  /\b(?:death|dying) (?:would be|is|seems|sounds) (?:easier|better|a relief|the only way|my only way|peaceful|nice|good|appealing|comforting|like a relief|wonderful|lovely|like peace)\b/,
  /\bfeel(?:ing)? like (?:dying|i want to die|killing myself|ending it|disappearing|vanishing)\b(?! (?:my|her|his|the) (?:hair|clothes|shirt|shoes)\b)(?! (?:into (?!nothing|the void|thin air)|for (?:a|the|some)|from (?:social|the|this|my|work|school|church)))/,
  /\b(?:i|to|just|could|me|should|would|and) (?:just )?(?:disappear\w*|vanish\w*) (?:forever|for good|and never come back)\b/,
  // Ending it, ending everything.
  /\b(?:end|ending) (?:it all|everything|things)\b(?! with\b)/,
  new RegExp(String.raw`\b(?:${INTENT}|gonna|will|to|if i|should|could|might|may) (?:to )?(?:just )?end(?:ing|ed)? it\b(?!(?: with| off| for| early| there| here| well| on good terms| amicably| on a (?:good|high|positive|happy) note)\b)`),
  /\bend it (?:tonight|today|tomorrow|this weekend|this week|soon|now)\b/,
  /\b(?:it all|everything|my life) to (?:end|be over|stop(?: forever)?)\b(?! (?:so|by|before|and then|with|at|for (?:a|one) (?:minute|moment|second|while|bit|day|week|night))\b)|\bwish it would all end\b|\bwant it all to stop\b(?! for (?:a|one) (?:minute|moment|second|while|bit|day|week|night)\b)/,
  /\blife\b.*\bwant out$|\bnothing matters (?:anymore |any more )?(?:and )?i (?:just )?want out\b|\bwant out of (?:this |my )?(?:life|world|existence)\b|\bleave this (?:life|world|earth)\b/,
  /\b(?:planning|plan) how to end\b|\bmy life is over\b/,
  // No reason to live; hating life; too tired to go on.
  /\b(?:life|living) (?:is|is just|feels) (?:not|no longer) worth (?:it|living)\b|\bnot worth living\b|\blife (?:is )?not worth it\b/,
  /\b(?:no|nothing|not any) (?:reason|point|will|purpose) (?:for me )?(?:to|in|for) (?:live|living|life|go on|going on|keep going|keep living|being alive)\b/,
  /\b(?:do not|can not|no longer|never) (?:see|find) (?:the |any |a )?point (?:in|of|to) (?:living|life|going on|being alive|existing|live|keep going|keeping going)\b/,
  /\bnothing (?:left )?to live for\b|\b(?:no|lost (?:the|my)|losing (?:the|my)) will to live\b/,
  /\bwhat (?:is )?the point (?:of|in) (?:even )?(?:living|being alive|my life|going on|existing|it all)\b|\blife (?:is|feels) (?:pointless|meaningless)\b(?! without (?:god|jesus|christ|faith|him|love|hope in)\b)/,
  /\bhate (?:my (?:own )?life|living|being alive|life|existing|my existence)\b(?! (?:choices|decisions|insurance|coach|group|story|verse)\b)/,
  /\btired of (?:being alive|life|my life|existing|living)\b(?! (?:paycheck|with|in|on|at|alone|far|so far|under|as|out)\b)|\btired of waking up\b(?! (?:early|at|so early|before|tired|exhausted|sore|with|to|in)\b)/,
  // "i can't do this" or "i can't handle this" alone is being overwhelmed; "i can't go on" is more.
  /\bcan not (?:go on|keep going|keep living|live like this)(?: anymore| any more| any longer| living|$)|\bcan not (?:take it|do (?:this life(?: thing)?|this|life)|handle (?:it|this|life))(?: anymore| any more| any longer)/,
  /(?<!\bhave i |\bi have |\bwhat i )\bdone with (?:everything|it all|life|living|my life|being alive|existing)\b(?! (?:on|for|at|in|from|we|you|he|she|they|that|drama|lessons?|stuff)\b)|\bdone (?:living|being alive|existing)\b(?! (?:in|with|at|here|there|near|under)\b)|\bhow (?:can|do|could|should) i (?:die|kill myself|end my life|end it)\b(?! (?:to (?:self|sin)|well)\b)|\bcan not live with myself (?:anymore|any more|any longer)\b/,
  /\b(?:tired of|can not keep|sick of|exhausted from) (?:fighting|trying|struggling) to (?:stay alive|live|keep living|survive|keep going)\b/,
  /\bno (?:other )?way out (?:but|except|other than|besides) (?:death|dying|to die|suicide|ending it)\b|\b(?:death|dying) (?:is|seems like|feels like|looks like) the only (?:way out|option|answer)\b/,
  /\b(?:want|need|going|ready) to end (?:my|this|the) (?:suffering|misery)\b(?! (?:with|from|of) (?:chronic|my|the|this|back|migraines?|pain|arthritis)\b)|\bend (?:my|this|the) (?:suffering|misery|pain) (?:permanently|forever|for good)\b/,
  /\b(?:everything|it all|the world|my world) to go (?:dark|black|quiet) (?:forever|for good)\b|\bgo dark forever\b/,
  /\bgiveup on (?:life|living|my life|the life|this life)\b(?! (?:of|as|in)\b)/, // "give up", "gave up", "giving up" read as one word
  /\b(?:do not|no longer|not|never) (?:want|wish) to (?:be alive\b(?! (?:during|in the (?:year|future))\b)|(?:live|exist|keep living)\b(?! (?:in|with|at(?! all\b)|near|alone|there|on|far|without|by|for|like (?!this\b)|a|an|apart|selfishly|under|as|according|off|up|out|my life (?!anymore|any more|any longer)|double|paycheck|close|next|abroad|here)\b)|(?:be here|be around|be on (?:this )?earth|be in this world)(?: anymore| any more| any longer| much longer| for (?:much )?longer| tomorrow$|$)|go on(?: living| anymore| like this|$))/,
  /\b(?:do not|no longer|not) want to wake up\b(?! (?:early|so early|at|for|on time|before|in the|to (?:another )?(?:monday|mondays|work|school|an alarm|my alarm|the alarm))\b)/,
  /\b(?:want|wish) to live no more\b|\blive no more\b|\bwant to (?:be here|be around|live|be alive) (?:anymore|any more|any longer)\b/,
  // Not waking up; dying in one's sleep; asking God to take one.
  /\b(?:if|hope|pray|wish|praying|hoping|wishing|until|till|so) (?:that )?i (?:just )?(?:do not|did not|would not|will not|never|could not|can not) wake up\b(?! (?:the|my|her|his|them|anyone|everyone|early|at|in time|on time|before|until|till|when|for|to|in the)\b)/,
  /\b(?:sleep|asleep) and (?:never|not|not ever|never ever) wake up\b(?!(?: until| till| before| early| at)\b)|\bnever wake up again\b|\b(?:pray|praying|hope|hoping|wish|wishing) (?:not to|to not) wake up\b/,
  /\b(?:hope|pray|wish|want) (?:that )?i (?:would )?die in my sleep\b/,
  /\b(?:god|lord|jesus) (?:please |would |would just |just |please just )?(?:let me die|kill me|end my life|take me(?: home)?(?: now| already|$))/,
  /\bwant to (?:go|be) (?:to|in) heaven (?:right )?now\b|\bwhy (?:does|did|would|is) god (?:keep|keeping) me alive\b/,
  // Being a burden; the world better without me; no one would miss me.
  /\bnot (?:going to )?be (?:a problem|a burden|in (?:anyone's|anyone s|your|the) way) (?:for|to) (?:anyone|anybody|you|everyone|them) (?:much longer|for long|anymore)\b|\bi am (?:just |such |only |nothing but |nothing more than |really |so )*a burden\b|\b(?:i am|i feel like) (?:just |such |only )*(?:a |such a )?burden (?:to|on|for) (?:everyone|everybody|my|them|all|people|the)\b/,
  /\bfeel like (?:i am )?(?:a|such a|just a) burden\b(?! (?:when i ask|asking|for asking|to ask|by asking)\b)/,
  new RegExp(
    String.raw`\b(?:better|happier|relieved|lighter|easier|brighter|calmer|simpler|nicer) (?:off |place )?(?:dead|without (?:a (?:mom|mother|dad|father|parent|wife|husband|daughter|son|sister|brother|friend|person) like )?me|if i (?:just )?(?:(?:was|were|am) ${GONE}|died|disappeared|stopped (?:existing|living|being alive)|did not exist|was not here|were not here))\b`,
  ),
  /\b(?:no one|not anyone) (?:would|will|is going to) (?:even |ever |really )?(?:miss me(?! (?:at|in|from|on|during|when i (?:skip|leave|move)|if i (?:skip|left|leave|moved))\b)|notice if i (?:died|was gone|were gone|disappeared|was dead|were dead|was not here|were not here|killed myself|did not wake up|never came back|left forever|vanished)|care if i|notice i am gone|notice when i am gone|care when i am gone)\b/,
  /\bif i live or die\b|\bnotice if i (?:disappeared|was gone|were gone|died)\b/,
  /\b(?:after|when|once) i am gone\b(?! (?:to|for|on|at|from|out|away|back|all|during|in|with)\b)/,
  // Not being here much longer; a last day.
  /\bi (?:will not|am not going to|may not|might not|do not plan to) be (?:here|around|alive)(?: much longer| for long| anymore| any more| tomorrow| next week| by| soon|$)|\b(?:do not think|doubt) i will (?:still )?be (?:here|around|alive)(?: much longer| for long| anymore| any more| tomorrow| next week| by| soon| for (?:christmas|my birthday|thanksgiving|the holidays|new year|easter)(?! (?:dinner|lunch|brunch|party|parties|break|shopping|service|weekend)\b)|$)/,
  /\b(?:this is|today is|tonight is|tomorrow is|this will be) my last (?:day|night)\b(?! (?:at|of|in|on|as|with|before|off|here)\b)/,
  /\blast (?:day|night|week) (?:alive|on (?:this )?earth|of my life)\b(?! (?:movie|film|song|book|show|lyrics|episode|game)\b)/,
  // Saying goodbye; giving things away.
  /\b(?:final|last) goodbyes?\b|\bgoodbye (?:forever|for good|letters?|notes?|world|cruel world)\b(?! to (?:my|the|our) (?!family|kids|children|wife|husband|mother|father|parents|friends|loved ones|sister|brother|son|daughter|boyfriend|girlfriend|best friend)\w+)|\bthis is (?:my )?goodbye\b/,
  /\b(?:say\w*|said) goodbye to (?:everyone|everybody|the world|all of you|my family and friends)\b|\b(?:say\w*|told|tell|telling) (?:\w+ ){0,3}goodbye\b.*\b(?:for good|forever)\b/,
  /\b(?:wrote|written|writing|made|finished|did) my will\b.*\bgoodbye\b|\bgoodbye\b.*\bmy will\b|\bdone with everything goodbye\b|\b(?:saying|said|say) my (?:final |last )?goodbyes\b(?! (?:before|at|to (?:my |the )?(?:coworkers|classmates|team|church|students|neighbors))\b)|\bdecided (?:that )?(?:tonight|today) is the (?:night|day)\b|\bgoodbye\b.*\bgave away\b|\bgave away\b.*\bgoodbye\b/,
  /\bgiv\w* away (?:all )?(?:of )?my (?:stuff|things|belongings|possessions)\b|\bgave away (?:all )?(?:of )?my (?:stuff|things|belongings|possessions)\b|\bgiv\w* (?:all )?my (?:stuff|things|belongings|possessions) away\b/,
  /\b(?:wrote|writing|write|written) (?:a |some |my )?(?:letters?|notes?) (?:to (?:my |everyone|everybody)?\w* ?)?(?:saying )?goodbye\b/,
  /\bbecause i will not be here\b|\bwrote my will\b.*\bready\b|\bready to go i am done\b|\bletters? to my family for after\b/,
  // Pills and overdose.
  new RegExp(
    String.raw`\b(?:take|took|taking|swallow\w*|down|downing) (?:all|all of|too many|every one of|a bunch of|a handful of) (?:of )?(?:my |the |these )?${PILLS}\b(?! (?:with (?:breakfast|food|meals?|water|lunch|dinner|milk)|on time|as prescribed|every (?:day|morning|night)|each day|in the morning|daily|regularly|correctly)\b)`,
  ),
  /\b(?:swallow\w*|take|took|taking|down|drink|drank) (?:a|the) (?:whole|entire) bottle\b/,
  new RegExp(String.raw`\b(?:tonight|today|now)\b.*\b(?:going to|will) take (?:the|all (?:the|my|of my)) ${PILLS}\b(?! (?:my|the|a) (?:doctor|pharmacist)| (?:as|with|for|prescribed|that)\b)|\b(?:going to|will) take (?:the|all (?:the|my|of my)) ${PILLS} (?:tonight|now)\b|\b${PILLS} (?:next to|beside|in front of) me\b`),
  new RegExp(String.raw`\b(?:stockpil\w*|hoard\w*|saving up|save up|saved up|collecting|stashing|saving) (?:my |some |the |up )?${PILLS}\b(?! for (?:the|a|my|our) (?:trip|vacation|winter|travel|flight|holidays?|move)\b)|\b${PILLS} (?:saved up|stashed)\b|\b${PILLS}\b.*\bfor when i am ready\b`),
  new RegExp(String.raw`\b${PILLS} and (?:a bottle of )?(?:vodka|whiskey|alcohol|liquor|wine|booze) (?:tonight|now|today)\b`),
  new RegExp(String.raw`\bhow (?:many|much) (?:\w+ ){0,2}${PILLS} (?:it would take|would it take|does it take|it takes(?! to (?:fill|refill|get|last|work|kick in))|would kill|to die|to end|is lethal|are lethal|is a lethal|to overdose|would be lethal|is too many|are too many|would be too many)\b|\blethal (?:doses?|amounts?|overdoses?)\b|\b${PILLS} (?:is|are|would be) lethal\b`),
  new RegExp(String.raw`\b(?:${INTENT}|will|gonna|might) (?:to )?(?:an |to )?(?:overdose|overdosing)\b|\btook too many ${PILLS}\b|\btried to (?:overdose|kill myself|end my life|end it|take my life|hang myself)\b|\bon purpose\b.*\b${PILLS}\b|\b${PILLS}\b.*\bon purpose\b`),
  // A rope, a gun, a blade; the means at hand.
  /\bnoose\b|\bgun (?:is )?loaded\b|\bloaded (?:the |my |a )?gun\b|\bhave a plan\b.*\b(?:do it|end it|go through with it) (?:tonight|today|tomorrow|soon|this weekend)\b|\bnothing left for me\b.*\b(?:for good|forever|goodbye)\b|\bif i (?:died|was gone|disappeared|was dead|killed myself)\b.*\b(?:no one|not anyone) (?:would|will) (?:care|notice|miss me|even notice)\b|\b(?:knife|blade|razor|gun|pistol) (?:to|against) my (?:wrists?|throat|head|chest|temple|arms?|legs?|thighs?|skin)\b|\bbullet (?:in|into|through) my (?:head|brain|heart)\b|\bnot safe (?:with|around|from) myself\b|\bplanning my (?:own )?(?:death|suicide)\b|\b(?:engine|car) running in (?:the|a|my) (?:closed |shut )?garage\b|\bcarbon monoxide\b.*\b(?:myself|end it|die)\b/,
  new RegExp(String.raw`\b(?:${PILLS}|rope|gun|blade|razor|knife) (?:are |is )?(?:all )?(?:in my hand|in my hands|lined up|counted out|laid out|ready)\b|\b(?:looked|look|looking|staring|stared|keep looking) at (?:the|a|my) (?:rope|noose|gun|pills|bridge)\b(?! (?:swing|ladder|course|bridge game)\b)`),
  /\b(?:bought|buy|buying|got|have|tied|tie|tying) (?:a |the |some )?rope\b(?! (?:swing|ladder|for|to)\b)/,
  /\b(?:bought|buy|buying|got|have|own) a gun\b.*\b(?:end (?:it|things|everything|my life)|on myself|kill myself|shoot myself|die)\b|\buse (?:it|them) on myself\b/,
  /\b(?:slit\w*|cut\w*|slash\w*) my (?:wrists?|throat|arms?|legs?|thighs?|skin)\b|\bcutting again\b|\b(?:been|started) cutting\b(?! (?:carbs|sugar|back|down|costs?|class|school|hair|grass|wood|coupons|out|ties|corners|meat|fabric|paper|the)\b)|\bcut again\b/,
  /\b(?:drink|drinking|starve|starving|drug|drugging|bleed|bleeding) myself to death\b|\bto bleed out\b|\bbleed myself out\b/,
  /\b(?:keep|kept|been|started|start|always end up) (?:hitting|punching|scratching|biting|burning|cutting|hurting|slapping) myself\b|\b(?:hit|punch|slap)\w* myself (?:when|whenever|because|every time|until)\b/,
  // Imagining one's own funeral; wishing something would kill one.
  /\b(?:imagin\w*|pictur\w*|fantasi[sz]\w*|daydream\w*) (?:about )?my (?:own )?funeral\b/,
  /\b(?:hop(?:e|es|ed|ing)|wish\w*|pray\w*) (?:that )?(?:a |the |some )?(?:car|truck|bus|train|plane|something|someone|somebody) (?:would |will |could )?(?:hit|kill|run over|crash into) me\b|\b(?:want|wish|hope) (?:to get|i would get|i could get|i get) hit by (?:a |the )?(?:car|truck|bus|train)\b/,
  // A bridge, a roof, the tracks, the road, the water.
  new RegExp(String.raw`(?<!\b(?:deer|dog|cat|animal|squirrel|rabbit|moose|kid|child|boy|girl|man|woman|guy|he|she|it|they) )\b(?:jump|jumping|jumped|leap|leaping|throw myself|throwing myself) (?:off|from|in front of) (?:a |the |this |that |my )?(?:top of (?:a |the )?)?${PLACES}\b`),
  new RegExp(String.raw`\b(?:jump|jumping|leap|throw myself|step|stepping|walk|walking|run|running|lie down|lay down) (?:in front of|into|onto|under) (?:a |the |oncoming )?${MOVING}\b(?! (?:court|school|ticket|lights?|jam|report|stop|cop|officer)\b)`),
  /\b(?:lie|lay|lying|laying) down on (?:the )?(?:train |railroad |subway )?tracks\b/,
  /\b(?:i am|standing|sitting|stood|sat|i am standing|i was sitting|i was standing) (?:on|at) (?:the|a|this) (?:bridge|ledge|roof|edge of (?:the|a) (?:roof|bridge|cliff|building))\b(?! (?:fixing|repairing|cleaning|working|shoveling|painting|installing|replacing|with|of|to)\b)(?!.*\b(?:photos?|pictures?|selfies?|view|sunset|sunrise|fireworks)\b)/,
  new RegExp(String.raw`\b(?:thinking about|think about|thoughts of|want to|urge to|tempted to|keep thinking about) (?:jump|jumping)(?=$| off| from| in front)(?! off (?:the |a )?(?:high dive|diving board|dock|boat|trampoline|swing|stage)\b)`),
  /\b(?:driv\w*|crash\w*|swerv\w*|steer\w*|wreck\w*) (?:my |the )?(?:car |truck )?(?:off (?:the|a) (?:road|cliff|bridge)|into (?:a |the |oncoming )?(?:tree|wall|traffic|oncoming traffic|pole|river|lake|semi|truck|barrier|ocean))\b/,
  /\b(?:crash\w*|wreck\w*|driv\w*) (?:my |the )?(?:car|truck)\b.*\bon purpose\b/,
  /\bwalk\w* into the (?:ocean|sea|lake|river|water)\b/,
  /\bhow (?:long|fast|quickly) (?:does it|would it|will it|did it) take to die\b|\bhow (?:long|fast) (?:until|before) (?:you|i|a person) die (?:from|of|after) (?:hanging|overdos\w*|pills|bleeding|drowning|carbon monoxide|poison\w*)\b/,
  /\b(?:do not|can not|no longer) see myself (?:alive|living|still here|still around|making it|getting older|growing old|growing up)\b(?! (?:in|with|at|near|there|here|abroad|overseas|like|as|through|to)\b)|\bsee myself making it to (?:\d+|twenty|thirty|forty|fifty|next year|my birthday|christmas|graduation|the end of)\b/,
  /\b(?:sleep|asleep|sit|sitting|lie|lying|die)\b.*\bgarage\b.*\b(?:car|engine) running\b/,
  /\b(?:hope|hoping|wish|wishing|pray|praying)\w* (?:that )?(?:my|the) (?:plane|flight|car|bus|train) (?:crashes|crash|goes down|would crash|will crash)\b|\b(?:hop(?:e|es|ed|ing)|want\w*|wish\w*|need\w*) (?:someone|somebody|anyone|something) (?:to|would|could|will) (?:just )?kill me\b/,
  /\b(?:hop(?:e|es|ed|ing)|want\w*|wish\w*|pray\w*) (?:that )?(?:god|the lord|jesus) (?:would |will |could )?(?:just )?let me go$|\btime for me to go\b.*\bsaid\b|\bsaid what i (?:needed|wanted|had) to say\b.*\b(?:goodbye|time to go)\b/,
  /\bhow (?:much )?longer (?:i can|can i|i could|could i) (?:keep )?(?:living|going on|go on|hold on|stay alive|keep going(?= like this| on like this|$))\b(?! (?:in|with|at|here|there|on|to|this|my|the|a|working|for)\b)|\bforgive me for what i am (?:about|going) to do\b|\b(?:die|dying|death|end|life|tonight|jesus|god|heaven)\b.*\bby my own (?:hand|choice)\b/,
  /\b(?:done waiting|goodbye)\b.*\btonight (?:is )?the night\b|\btonight (?:is )?the night\b.*\b(?:goodbye|end it)\b/,
  /\b(?:can not stop|keep) (?:picturing|imagining|thinking about) my (?:own )?death\b|\b(?:picturing|imagining|fantasi[sz]ing about) my own death\b/,
  /\b(?:getting|get|got|grab\w*|took|taking) the gun (?:from|out of|out)\b(?!.*\b(?:clean\w*|hunt\w*|range|oil)\b)|\b(?:scratch\w*|pick\w*|claw\w*|cut\w*) (?:at )?my (?:arms?|legs?|skin|wrists?|face|thighs?) (?:until|till) (?:they|it|i) bleeds?\b/,
  // Indirect: a gun in the mouth, a plan kept from a doctor, joining someone who died, the snow, a bath with a razor, neglect hoping for death.
  /\beat(?:ing)? (?:my|a|the) gun\b|\bgun in my mouth\b|\b(?:been )?planning how to do it(?: tonight| soon| this weekend)?$|\b(?:died|passed|passed away|is gone|in heaven)\b.*\bwant to (?:go )?(?:join|be with) (?:him|her|them)\b(?! (?:at|for|on|during|this|next|when|someday|one day|again someday|in heaven (?:someday|one day|when))\b)|\bbe with (?:my )?\w+ in heaven\b.*\bcan not wait\b/,
  /\b(?:skipping|skipped|stopped taking|not taking|quit taking) my (?:insulin|heart (?:pills|meds|medication)|meds|medication|medicine)\b.*\b(?:on purpose|hoping|so i (?:can|will) die)\b|\bhoping (?:that )?i (?:crash|wreck|get hit|do not make it)\b|\bhoping something (?:bad )?happens(?: to me)?$|\bseat ?belt off\b.*\bhoping\b/,
  /\bwalk\w* (?:out )?into the (?:snow|cold|woods|ocean|sea|lake|river|water)\b.*\blie down\b|\b(?:sat|sitting|sit|lying|lay) in the (?:bathtub|bath|tub) with (?:a |the |my )?(?:razor|blade|knife)\b|\b(?:razor|blade) in the (?:bathtub|bath|tub)\b|\b(?:hiding|hid) (?:a|the) (?:knife|blade|razor|gun|pills) (?:under|in) my (?:pillow|bed|mattress)\b(?!.*\b(?:safety|protection|defense|kids|children)\b)/,
  /\b(?:easier|better|happier) (?:for (?:everyone|everybody|them|my family|all of them) )?if i (?:was|were) not (?:in it|in the picture|here|around|alive)\b|\bmade my peace with (?:god|the lord|jesus)\b.*\bready to go\b(?! to\b)|\bwant (?:it all|everything) (?:to be )?over\b(?! (?:so|by|before|and then|with)\b)|\blet (?:it all|everything) go dark\b|\b(?:do not|no longer) want any more days\b/,
  /\bend the pain of (?:living|life|being alive|existing)\b|\b(?:jumping|ending it|ending my life|killing myself|suicide|dying|death) (?:is|seems like|feels like|looks like) the only (?:way out|option|answer|way)\b|\bthink\w* about (?:letting go(?! of\b)|falling|jumping)\b.*\b(?:balcony|ledge|edge|railing|bridge|roof)\b|\b(?:balcony|ledge|edge|railing|bridge|roof)\b.*\bthink\w* about (?:letting go(?! of\b)|falling)\b|\bstop (?:eating|drinking)(?: and (?:eating|drinking))? until (?:it (?:is )?over|i die|the end)\b/,
  /\b(?:want|wish) to (?:become|be) a ghost\b|\bgo home to (?:god|the lord|jesus|heaven) (?:early|now|tonight|today|soon)\b|\bi (?:will|am going to|want to) kill me\b|\blife\b.*\bwant (?:to )?finish (?:it|my life)\b|\bno (?:place|room) for me in this (?:world|life)\b/,
  /\b(?:stop|end) the clock on my life\b|\bif tomorrow (?:does not|never) comes? (?:for me )?\b.*\b(?:fine|okay|ok|ready|better)\b|\blast time i will (?:write|post|talk|be) here\b|\bthis is the end (?:for|of) me\b(?! (?:at|in|with|here|on)\b)/,
  new RegExp(String.raw`\b(?:die|bleed out) from cutting\b|\bcutting too deep\b|\bwhat happens if (?:you|i) take (?:\d+|all (?:the|my|of my)|a (?:whole )?bottle of|too many) ${PILLS}\b|\b(?:want|wish) my heart (?:would |to )?(?:just )?stop(?: beating)?(?:$| forever| in my sleep)|\bbe six feet under\b|\bjump\w*\b.*\bwill i die\b`),
  // Poison, starving, a blade near the wrists, an exit planned, a date picked.
  /\bhow (?:many|much) \w+(?: \w+)? (?:would it take|does it take|do i need|would i need) to (?:die|kill me|kill myself|end it|end my life|overdose)\b/,
  /\b(?:staring|stare|stared|looking|look|keep looking|keep staring) at my (?:wrists?|veins)\b(?! ?watch)/,
  /\b(?:stopped|stop|quit) eating so\b.*\b(?:die|fade|waste|disappear|gone|away)\b|\b(?:so i can|want to|wish i could|let me|i could) (?:just )?(?:fade|waste|slip) away\b(?! from\b)/,
  /\b(?:urges?|urging|itching) to cut\b(?! (?:my |her |his |the |back|down|costs?|ties|corners|it|class|school|carbs|sugar|out|in line|someone|people|them)\b)/,
  /\b(?:want|need|looking for|find|found|take|taking) (?:a |the )?(?:permanent|final) (?:way out|escape|exit)\b|\bpermanent solution$|\bplan\w* my (?:final )?exit\b(?! (?:from|out of|strategy|interview|plan|at|of)\b)|\bmake it look like an accident\b/,
  /\bwhy (?:even )?(?:keep|bother|should i keep) (?:breathing|living|existing|going on)\b(?! (?:in|with|at|near|here|there|like that)\b)/,
  /\b(?:god|lord|jesus)\b.*\btake me (?:in my sleep|tonight|away from this (?:life|world))\b/,
  /\b(?:wrote|written|writing) (?:\w+ )?(?:letters?|notes?) to (?:everyone|everybody|all|my (?:family|kids|children|wife|husband|parents|friends))\b.*\bi am ready$|\baffairs in order\b.*\b(?:picked|chose|set) (?:a|the) (?:date|day)\b|\b(?:picked|chose) (?:a|the) (?:date|day)\b.*\b(?:affairs|goodbye|end it|letters?)\b/,
  /\binsurance\b.*\bif i (?:(?:was|were|am) (?:gone|dead|not here|not around)|died|killed myself)\b|\bif i (?:died|was gone|were gone|was dead|killed myself)\b.*\binsurance\b|\b(?:only way out|way out)\b.*\binsurance\b|\bbetter off with (?:the|my) (?:life )?insurance\b|\binsurance pays out after (?:\w+ )?(?:years?|months?)\b/,
  // Leaving life in the words of games, work and the internet: logging off, clocking out, tapping out for good.
  /\b(?:uninstall\w*|log\w* (?:off|out)|clock\w* out|check\w* out|tap\w* out|rage quit\w*|quit\w*|bow\w* out|sign\w* off|opt\w* out|exit\w*|resign\w*|retir\w*) (?:early )?(?:of |from )?(?:life|this life|this world|existence|living|being alive)\b(?! (?:church|group|groups|hacks?|insurance|coach\w*|lessons?|skills?|story|stories|events?|changes?|goals?|style|plan|planning|planner|paycheck|in|with|like|for|off|under|at|on|out|as|by|beyond|above|and)\b)|\b(?:log\w* (?:off|out)|clock\w* out|check\w* out|tap\w* out|bow\w* out|sign\w* off) (?:for good|permanently|forever)\b/,
  // A better parent without one; a past attempt; the thoughts back; a bullet; over for me.
  /\b(?:a )?better (?:mom|mother|dad|father|parent|wife|husband|life|chance|family) if i (?:was|were|am) (?:gone|dead|not here|not around|not alive|never born)\b|\bi (?:attempted|had attempted|have attempted)(?: (?:before|once|twice|last (?:year|month|week|spring|summer|fall|winter)|years ago|\w+ years ago|as a teen\w*|in high school|in college))?(?:$| and| but| so)(?!.*\b(?:test|exam|class|course|driving|license|bar|recipe|marathon|climb|race|interview|quiz)\b)|\b(?:the|those|these|dark|suicidal) thoughts are (?:back|coming back|returning|getting louder|louder)\b/,
  /\b(?:eat|eating|ate|swallow\w*) (?:a|the|my) bullet\b|\bput a bullet (?:in|through) my (?:head|brain|mouth|skull)\b|\b(?:it|everything|it all|life) (?:will|would|is going to|gonna) (?:all )?be over for me\b/,
  // Pills with drink to make it stop; a plan written down; where no one will find one.
  new RegExp(String.raw`\b${PILLS} (?:with|and) (?:a bottle of )?(?:vodka|whiskey|alcohol|liquor|wine|booze|beer)\b.*\b(?:make (?:it|everything|the pain) stop|end it|for good|never wake)\b`),
  /\b(?:wrote|written|writing|planned|planning) (?:out |down )?(?:how|when|where) i (?:would|will|am going to|gonna) do it$|\bit (?:all )?planned(?: out)?\b.*\b(?:where|how) and (?:the )?(?:when|how|where)\b/,
  /\b(?:no one|not anyone) (?:will|would|is going to|gonna) (?:ever )?find (?:me|my body)\b(?: \w+){0,3} (?:in the (?:woods|forest|river|lake|water|ocean)|in time|until (?:it is )?too late|for days|for weeks)\b(?!.*\b(?:hide and seek|game|play\w*)\b)|\bfind my body\b/,
  // Asleep in a running car; not to see the morning; sleep and never come back.
  /\b(?:want|wish|going|plan\w*|thinking about|think about|thought about)\b.*\b(?:asleep|sleep)\b.*\b(?:with the )?(?:engine|motor|car) (?:on|running)\b(?!.*\b(?:cold|heat|warm|ac|air conditioning|heater|freezing|waiting|camping)\b)/,
  /\b(?:not (?:to )?let me|never let me|to not let me) (?:see|wake up to|make it to|live to see) (?:the |another |tomorrow )?(?:morning|tomorrow|another day|the sunrise|sunrise|next day|christmas|my birthday)\b|\b(?:sleep|asleep|drift off|drift away|fade away|fade out|float away) and (?:never|not) (?:have to )?(?:come back|return)\b/,
  // How high, how deep: method questions; things cancelled or given away, not needed after.
  /\b(?:look\w* up|search\w*|googl\w*|research\w*|wonder\w*|thinking about) how (?:high|tall|far down) (?:a |the )?(?:bridge|building|roof|fall|jump|drop|balcony|floor) (?:needs|has|would have|would need|must|should) to be\b(?!.*\b(?:class|project|ships?|boats?|trucks?|engineer\w*|homework|code|build\w*|clearance)\b)|\bhow (?:deep|hard|far) (?:do|would|should|must|does) (?:you|i|one) (?:have to |need to )?cut(?:$| (?:my |your |the )?(?:wrists?|arms?|veins?|skin|thighs?|legs?)\b)/,
  /\b(?:cancel\w*|gave away|giving away|give away) (?:everything|all (?:of )?my \w+)\b.*\bi (?:will not|am not going to|do not|would not) need (?:it|them|any of (?:it|this|them)|those)(?: anymore| any more)?$/,
  // Dead inside with the body to follow; an end made sure of.
  /\bdead inside\b.*\b(?:body|rest of me) to (?:catch up|follow|match)\b|\b(?:gone|over|end|stop) soon\b.*\bi (?:have )?made sure of it\b/,
  // At peace with leaving; pills that are enough; the only thing keeping one here; the fast train.
  new RegExp(String.raw`\b(?:at peace|made (?:my )?peace) with (?:leaving|going|dying|it)$|\bmade up my mind\b.*\b(?:leaving|to go|to die|end it)$|\b${PILLS}\b.*\benough\b.*\b(?:i counted|counted them|tonight|to do it|to end it|to die)\b`),
  /\bthe only (?:thing|one|person|reason)s? (?:keeping|that keeps|that is keeping|holding) me (?:here|alive|around|from (?:doing it|ending it|killing myself))\b(?! (?:in|at|on|with)\b)|\b(?:when|where) the (?:fast|express|freight) (?:one|train) (?:passes|comes through|goes by|does not stop)\b/,
  // Not surviving another night; simpler if one stopped; no one at one's funeral; a last word to one's children.
  /\b(?:do not|can not) see how i (?:survive|make it through|get through|last) another (?:night|day)(?: like this)?$|\b(?:simpler|easier|better|quieter) if i (?:just )?stopped$|\b(?:no one|not anyone) would (?:even |ever )?(?:come to|go to|attend|show up (?:to|at)|cry at) my funeral\b/,
  /\bif i do not make it (?:through )?(?:tonight|the night(?! shift))\b|\btell (?:my \w+|everyone|them) (?:that )?i loved (?:them|him|her|you)\b/,
  // Slowing at the bridge; accounts deleted and a note; asleep for good; affairs in order.
  /\b(?:driv\w*|walk\w*) (?:past|by|over|to) (?:the|a|that) (?:bridge|overpass|cliff|tracks|ledge)\b.*\b(?:slow\w* down|pull\w* over|look\w* down|think\w* about it)\b|\b(?:deleted|deleting|delete) (?:all )?my (?:accounts|social media|profiles?)\b.*\b(?:note|letter|goodbye)\b/,
  /\b(?:go to sleep|fall asleep|sleep) and stay (?:there|that way|down|gone)\b|\b(?:put|putting|got|getting) my affairs in order\b(?!.*\b(?:before|surgery|will|estate|retir\w*|mov\w*|deploy\w*|trip|baby|divorce)\b)/,
  // Off the edge; a year that is the last; resting in the ground; a way out taken.
  /\b(?:step|stepping|jump|jumping|fall|falling) off (?:the|a|this) (?:edge|ledge|cliff)\b(?! of (?:my|the|a) (?:comfort|bed|couch|stage|pool)\b)|\b(?:hop(?:e|ing)|pray\w*|wish\w*) (?:that )?(?:this|today|tonight|this year|this week|this birthday|this christmas) (?:is|will be|would be) my last\b(?! (?:\w+ )?(?:at|in|of|with|working|here|there|as|on)\b)/,
  /\b(?:want|wish|ready|long|longing) to (?:rest|lie|be|sleep) in (?:the ground|my grave|a grave|the grave|a coffin|the cemetery)\b|\b(?:a|the|one) way out and i (?:am|will) (?:going to |gonna |about to |ready to )?take it\b/,
  // Things given away to be remembered by; how much it would hurt; the knife in hand; a last message.
  /\bgiv\w* (?:away )?(?:all )?my (?:things|stuff|belongings|possessions)\b.*\bremember me\b|\b(?:(?:would|does|will|did) it|it (?:would|will|does)) hurt to (?:jump|die|hang|drown|bleed out|overdose|shoot myself)\b(?! (?:rope|on|over|into (?:the )?pool|from (?:the|a) (?:swing|trampoline|step|stairs))\b)/,
  /\b(?:holding|have|got) (?:the|a|my) (?:knife|blade|razor|gun|rope|pills) (?:right now|now|in my hand|to my (?:wrist|throat|arm|head))\b(?!.*\b(?:cook\w*|kitchen|chop\w*|onions?|vegetables|bread|dinner)\b)|\b(?:this (?:is|will be)|here is) my (?:last|final) (?:message|post|words|text|note)\b(?! (?:before|until|for (?:the|a|this)|of the|in this|here about|on this)\b)/,
  // Done for good; a future not wanted; the quiet river; goodbyes said in secret; a plan and a date.
  /\b(?:ready|want|going) to be done (?:for good|forever|with (?:it all|everything|life|living))\b(?! with\b)|\bstopped pretending (?:that )?i (?:want|care about) (?:one|a future|to live|to be here|to be alive)\b|\b(?:think\w*|imagin\w*|wonder\w*) (?:that )?(?:the )?(?:river|lake|ocean|sea|water) would be (?:quiet|peaceful|calm|cold)$/,
  /\bgoodbyes? to (?:people|everyone|my family|my friends|them)\b.*\bwithout (?:them|anyone|they) know\w*\b(?!.*\b(?:job|move|moving|surprise|party|new)\b)|\bi have a plan and a (?:date|time|day|place)$|\b(?:my family|my kids|my children|everyone|they|my wife|my husband) deserves? better than me\b.*\bi am done$/,
  // Knowing how to make the pain end; the bridge tonight; letters for when one is gone; the last night.
  /\bpain to end\b.*\bknow how\b|\b(?:going|go|went|driving|walking|heading) to the (?:bridge|tracks|cliff|overpass)(?: tonight| now| today| alone)?$|\b(?:letters?|notes?|videos?|messages?)\b.*\bfor when i am (?:not around|gone|not here|dead)\b(?! (?:on|for|to|at)\b)|\b(?:this is|tonight is) the last (?:night|day) i am (?:doing this|alive|fighting)\b/,
  // Not safe tonight; here in body only; stopping existing forever; afraid of oneself; would anyone care.
  /\bcan not promise (?:that )?i will (?:be safe|stay safe|be alive|make it$)|\b(?:my body|i) (?:is|am) (?:still )?here but i am (?:already )?(?:gone|dead)\b|\bstop existing\b.*\bforever\b|\b(?:scared|afraid|worried|terrified) (?:of )?what i (?:might|will|could|would|am going to) do to myself\b/,
  /\bif i (?:disappeared|died|was gone|were gone|vanished|killed myself)(?: \w+)? would (?:anyone|anybody|people|they|you) (?:care|notice|miss me|even notice)\b|\bwhere (?:the )?pain can not (?:follow|reach|find) me\b|\bend my (?:story|chapter|journey)(?: here| now| tonight| today)?$/,
  /\b(?:everyone|everybody|they|my family|the world) (?:would|will) (?:be (?:fine|okay|ok|better|happier)|move on(?: fine| just fine)?) without me\b(?! (?:at|for|on|in|to|this|tonight|today)\b)/,
  // A gun held often; the edge of the platform as the train comes; no point in waking.
  /\b(?:holding|hold|handling|staring at|looking at)\b.*\b(?:revolver|pistol|handgun|gun|shotgun)\b.*\b(?:lately|a lot|at night|every night|again)\b(?!.*\b(?:range|hunt\w*|clean\w*)\b)|\b(?:standing|stand|stood|keep standing|lean\w*) (?:at|near|on|close to) the edge of the (?:platform|tracks)\b.*\b(?:train|subway) (?:comes|passes|arrives|goes by)\b|\bwhat (?:is )?the point (?:of|in) (?:even )?waking up\b(?! (?:early|at|for)\b)/,
  // Forgiveness asked ahead; decided tonight; asleep in the snow; guilt past living with.
  /\b(?:god|lord|jesus)\b.*\bforgive me in advance\b(?! for (?:the|my|this|any|a)\b)|\bi (?:have )?decided (?:it will be )?(?:tonight|today|this weekend|tomorrow)$/,
  /\b(?:sleep|lie down|lay down|fall asleep) (?:in the car )?in the (?:snow|cold)\b(?!.*\b(?:tent|camping|sleeping bag|igloo)\b)|\bcan not live with (?:what i (?:did|have done|have become))\b|\b(?:no one|not anyone) (?:will|would) (?:care|notice|miss me|remember me) when i am (?:six feet under|in the ground|in my grave|dead|gone)\b/,
  // Fighting stopped for good; the rope thought about; goodbye texts; one's funeral pictured; a burden no more.
  /\bstop fighting\b(?: \w+)? (?:for good|forever)\b|\brope\b(?! swing)(?! ladder).*\bthinking about (?:it|using it)\b|\bmy goodbye (?:texts|messages|videos|letters|notes)\b|\b(?:think\w*|imagin\w*|wonder\w*) (?:about )?(?:how|what|who) my (?:own )?funeral would\b|\bstop being a burden\b.*\b(?:for good|forever|permanently)\b/,
  // Still alive, and why; time to go; the fastest way; love said in the past tense.
  /\bwhy am i still (?:alive|breathing|here$)|\bit (?:is )?time for me to go$|\b(?:googl\w*|search\w*|look\w* up|research\w*)\b.*\b(?:fastest|quickest|easiest|painless|best) (?:way|ways) to (?:go|die|do it)$|\b(?:please )?know (?:that )?i (?:always )?loved (?:you|them|him|her|you all)\b(?! (?:first|when|since|before|more)\b)/,
  // No respawn; one's own terms; a plan kept secret; a paycheck for one's funeral; how long drowning takes.
  /\bno respawn(?:s|ing)? for me\b|\b(?:see you|meet you|be with you) soon on my own terms\b|\bdie on my own terms\b|\b(?:no one|not anyone) knows i (?:have been|am|was) planning (?:this|it)\b(?! (?:surprise|party|trip|wedding|proposal|gift|move)\b)|\bmy last \w+ (?:will|would|should) (?:cover|pay for) (?:the|my) funeral\b/,
  /\bhow (?:long|fast|quickly) (?:it takes|does it take|would it take) to (?:die|drown|bleed out|suffocate|hang myself)\b|\b(?:gun|rifle|pistol|pills|rope)\b.*\b(?:not|never) com(?:e|ing) back\b|\b(?:want|wish) (?:to be|i was|i were) nothing\b(?! (?:but|more|else|to|less)\b)|\b(?:i am|so) over (?:living|being alive|existing|life)$/,
  /\bif i jump (?:from|off) (?:here|this)\b(?! (?:into|in|onto) (?:the |a )?(?:pool|water|lake|river|trampoline|snow)\b)|\b(?:happier|relieved|better off) at my funeral\b/,
  // A note already written; not needed by the world; an illness hoped to take one; done for good; the steering wheel.
  /\b(?:already|just) (?:written|wrote|finished) (?:the|my) note$|\b(?:the world|no one|everyone) (?:does not|do not|no longer) needs? me (?:anymore|any more)\b|\b(?:hop\w*|pray\w*|wish\w*) (?:that )?(?:the |this |my )?(?:cancer|disease|illness|sickness|tumor) (?:takes|will take|would take|kills) me\b|\bi am done for good\b(?! with\b)|\blet go of the steering wheel\b/,
  // Better without another like oneself; the Lord asked to take one; sitting at the cliff; the only thing stopping one.
  /\b(?:the world|everyone|everybody|my family) (?:is|would be|will be) better (?:off )?without (?:another|one more) (?:addict|loser|failure|burden|person like me)\b|\b(?:pray|hope|wish)\w* (?:every night |each night |every day )?(?:that )?(?:the lord|god|jesus) (?:will |would )?takes? me\b(?! (?:to|through|on|with|back|where|by)\b)|\b(?:drove|walked|went) to the (?:cliff|bridge|edge|tracks|overpass|roof)\b.*\b(?:sat|stood|stayed|waited) there\b(?!.*\b(?:sunset|sunrise|view|picnic|photos?|pictures?|stars|fireworks)\b)|\bthe only (?:thing|one|person|reason) stopping me is (?:my|the thought of my) (?:mother|father|kids|children|son|daughter|wife|husband|family|dog|cat|pet|faith|grandmother|sister|brother|parents)\b/,
  /\b(?:fall asleep|sleep|go to sleep) and (?:never|not) (?:feel|hurt) (?:anything|again)\b|\bbottle of (?:pills|meds|sleeping pills|painkillers)\b.*\bjust in case\b|\bgiving myself until (?:the end of (?:the|this) (?:month|week|year)|friday|saturday|sunday|monday|tomorrow|christmas|my birthday|new year)$/,
  // An overdose spoken of; cutting deeper; already a ghost; a favor by disappearing; the grave's silence; another day not faced.
  /\bif i (?:overdose|overdosed)\b|\bcut deeper than (?:usual|before|last time)\b|\b(?:i am|feel like i am) already (?:a ghost|dead(?! (?:tired|honest|serious|set|wrong|right|asleep|quiet|silent|sure|last|even|center|inside)\b)|gone)\b|\b(?:doing|do) (?:everyone|everybody|the world|them|my family) a favou?r (?:by|if i) (?:disappearing|disappeared|dying|died|leaving for good|not being here|being gone|killing myself|ending it)\b|\b(?:silence|peace|quiet|rest) of the grave$|\bcan not face another (?:day|night|morning|week)$|\bfade (?:out of|from) existence\b/,
  // Knowing how much it would take; a gun as the answer; one's own choice; the garage shut; a decision made.
  /\b(?:know|knows) (?:exactly )?how (?:much|many) (?:it )?(?:would|will) take$|\b(?:shotgun|gun|rifle|pistol|pills|rope|bridge)\b(?! (?:wedding|game|loan|show|club)\b).*\b(?:looking like|looks like|seems like|feels like) (?:an|the|my) (?:answer|way out|option|solution)\b|\bnext by my own (?:choice|hand)\b|\b(?:sitting|sit|sat)\b.*\bcar\b.*\bgarage\b.*\bdoor (?:closed|shut)$/,
  /\b(?:do not|please do not) (?:worry|cry) (?:about|for) me\b.*\b(?:made my decision$|my decision is made|i am ready$|goodbye)|\bleft instructions for (?:the|my) (?:dog|cat|pets?|kids|children|family)$|\bthank you (?:all )?for everything\b.*\b(?:this is where i get off|goodbye|i am done)\b/,
  /\bget off for good\b|\bi am done\b.*\bgoodbye (?:everyone|everybody|all|world)\b/,
  // The river let have one; relief when one is no problem; meds stopped for nature; one's last night; the floors counted; one's obituary.
  /\blet the (?:river|sea|ocean|lake|water|waves|cold) (?:have|take) me\b|\b(?:relieved|better off|happier) when i am (?:not a problem|gone|not here|not around|dead)\b(?! (?:on|for|to|at|away)\b)|\bstopped taking my (?:meds|medication|medicine|insulin|pills)\b.*\bnature (?:can|will|to) take its course\b|\bit (?:is )?my last (?:day|night)\b(?! (?:at|of|in|on|as|with|before|off|here|to)\b)|\bcounted the (?:floors|stories|storeys)\b.*\b(?:should|would|will) be (?:enough|high enough)\b|\b(?:wrote|written|writing|write) my (?:own )?obituary\b/,
  // The platform stepped off; with a child in heaven; knots practiced; doing it oneself; almost ready; one way or another; not needed; which bridge.
  /\b(?:going to|gonna|will|want to|plan to|thinking (?:about|of)) step\w* off the (?:train |subway )?platform\b|\brather be with (?:my )?\w+ in heaven (?:than (?:here|be here|live|living)|now|tonight|today)\b|\bknots for a reason$|\b(?:god|lord)\b.*\btake me\b.*\bdo it myself\b|\bgave (?:my \w+ away|away my \w+)\b.*\b(?:almost|nearly|finally) ready\b/,
  /\b(?:this pain|the pain|it|everything|my life|it all) (?:will )?(?:end|be over|stop) (?:tonight|today|this week) one way or another\b|\bno point (?:in )?\w+ing\b.*\bi (?:will not|am not going to|do not) need (?:them|it)(?: anymore| any more)?$|\bdecided (?:on )?which (?:bridge|building|roof|cliff|gun|pills|method)\b/,
  // Not minding a fatal accident; a way out planned; without it hurting; disappointed to wake; it for tonight.
  /\b(?:would not|do not think i would) mind if i (?:got|get|was|were) (?:hit|killed|run over|struck)\b|\bplanning my way out\b(?! of (?:debt|this job|the|my (?:job|marriage|debt|town)|here)\b)|\bhow to do it without (?:it )?hurting$|\bdisappointed (?:that )?i (?:woke up(?! (?:late|early|at|on|tired|sick|with|to)\b)|am still (?:alive|here)|did not die)\b|\b(?:tonight|today|this) (?:might|may|could|will) be it for me$|\bburden\b.*\b(?:will not|am not going to) be (?:one|a burden|here|around) (?:much |any )?longer\b/,
  // A search of two or three words, as people type into a search box: "end it", "bridge tonight", "why live".
  /^(?:i have )?no hope left$|^(?:just )?end it(?: all| now| tonight| today)?$|^(?:the )?(?:bridge|roof|tracks|cliff|pills|rope|gun) (?:tonight|today|now)$|^(?:today is |tomorrow is )?my last day$|^nothing matters (?:anymore|any more)$|^why (?:live|keep living|go on|bother living|even live)$/,
  /\bending it (?:tonight|today|tomorrow|this weekend|soon|now)$|^(?:there is )?no future for me$|^(?:a |the )?rope$|^(?:i )?can not do life(?: anymore| any more)?$|^(?:my )?life (?:is )?over$|\b(?:want|going|ready) to end me$|^jump(?:ing)? (?:tonight|today|now)$/,
  /\bheaven is calling (?:me|my name)\b.*\b(?:ready|tonight|answer)\b|\b(?:death|dying)\b.*\blooking forward to it\b|\blooking forward to (?:death|dying|my death)\b|\b(?:by|through) ending (?:it|my life)$|\b(?:by|through) ending my life\b/,
  // Heaven wanted now, in the words of faith: not waiting for it, meeting one's maker, the Lord asked to take one home.
  /\b(?:do not|can not) (?:want to )?wait (?:for|to go to|to get to) heaven (?:anymore|any more|any longer)\b|\bend my (?:own )?(?:suffering|pain|misery) myself\b|\b(?:ready|want|going) to meet my maker\b(?! (?:someday|one day|when)\b)|\brather be in heaven (?:than (?:here|be here|live|living|on earth)|now|tonight|today)\b/,
  /\b(?:go|going|get|getting) (?:home )?to heaven (?:tonight|today|now|early|sooner)\b|\b(?:lord|god|jesus)\b.*\b(?:come|go) home (?:now|tonight|today)\b.*\b(?:done|ready|tired)\b|\btake me home (?:lord|god|jesus)\b|\b(?:want|wish|ready|long) to rest in peace\b(?! and quiet\b)|\bready for my (?:own )?funeral$|\b(?:want|ready|wish) to leave my body\b(?! of\b)/,
  // Harm done to oneself and its signs: a lighter, the wall until it bleeds, words carved, scars hidden, the blade kept close.
  /\bburn\w* myself with (?:a |the |my )?(?:lighter|cigarette|match(?:es)?|candle|hot (?:metal|knife|spoon|iron))\b|\b(?:hit|hitting|bang\w*|slam\w*|punch\w*) my (?:head|fists?|hands?|arms?|legs?|face)\b.*\b(?:until|till) (?:it|they|i|my \w+) (?:bleeds?|bled|breaks?|broke|bruises?|bruised|swells?)\b|\bcarv\w* (?:\w+ ){0,2}(?:into|in|on) my (?:skin|arms?|legs?|thighs?|wrists?|stomach|body)\b/,
  /\bhid\w* (?:the |my )?(?:scars|cuts|burns|marks) (?:on|from) my (?:arms?|wrists?|thighs?|legs?)\b|\bmy (?:arms?|wrists?|thighs?|legs?) (?:is|are) covered in (?:cuts|scars|burns)\b|\b(?:keep|kept|hide|hid|hiding|carry) my (?:blades?|razor blades?)\b(?! (?:sharp|clean|oiled)\b)|\b(?:razor|blade|cutting|burning myself|hurting myself) (?:is|are) the only (?:thing|things) that (?:helps?|works?|calms? me)\b(?! (?:with|for) (?:my )?(?:beard|shave|shaving|legs|hair|stubble)\b)/,
  /\bpunish\w* myself (?:by|with) (?:not eating|starving|cutting|hurting|hitting|burning|scratching)\b|\bmy body deserves (?:to be punished|to bleed|to hurt|pain)\b|\bi deserve to bleed\b|\bfeel (?:physical )?pain so (?:that )?i (?:do not|can not|stop|no longer) feel\b|\b(?:stop|quit) cutting(?:$| but\b| and i\b| myself\b)/,
  // Pills taken to see; the bus stepped in front of; jumping from so many floors; counting the days until one is not here.
  new RegExp(String.raw`\b(?:took|take|taking|swallowed) (?:a few |some |a couple |a bunch of |a handful of )?(?:extra |more )?${PILLS} (?:just )?to see (?:what happens|what would happen|if i (?:would )?wake up)\b|\bi (?:just )?(?:stepped|walked|jumped|ran|threw myself|lay down) in front of (?:a |the |an |oncoming )?${MOVING}\b`),
  /\b(?:if|when) (?:i|someone|somebody|a person|you) jump\w* (?:off |from )(?:a |the )?(?:\d+|ten|\w+teen|twenty|thirty) (?:stor(?:y|ies)|storeys?|floors?)\b|\bcounting down (?:the days )?(?:until|till) i (?:am not here|am gone|die|can die|am dead|can go|leave this world)\b/,
  // Being missed, or regretted, once one is gone.
  /\b(?:would|will) (?:anyone|anybody|people) (?:even |ever )?(?:notice|care|miss me) if i (?:stopped (?:showing up|existing|being here|breathing)(?! (?:to|at|for) (?:church|work|school|class|practice|choir|bible study|the gym|small group)\b)|never came back|was not (?:here|around))\b|\b(?:they|everyone|he|she|you|people) (?:would|will) (?:all )?(?:be sorry|regret (?:it|everything|what they did)|feel (?:bad|guilty|sorry)) (?:when|if|once) i (?:am|was|were) (?:gone|dead|not here|not around)\b(?! (?:to|for|on|at|from|away|back)\b)|\bwant (?:them|him|her|everyone|my \w+) to find me(?: and (?:feel|be) (?:guilty|sorry|bad)| dead| like this)\b/,
  // A part of oneself that wants to die; to stop existing, for however long.
  /\bpart of me (?:wants|wishes|is ready|hopes|would rather) (?:to )?(?:just )?(?:die|be dead|end it|disappear|not exist|not wake up|be gone|stop existing|not be here)\b|\bwant to (?:just )?stop existing\b(?! (?:in|on|online|from|at)\b)/,
  // Method asked as a question of medicine: a fatal dose, dying from so many pills, wrists slit, what would stop one's heart.
  new RegExp(String.raw`\bfatal (?:doses?|amounts?|overdoses?)\b(?!.*\b(?:for (?:kids|children|a child|dogs?|cats?|pets?)|in (?:children|kids)|as a (?:nurse|doctor|pharmacist)|nursing)\b)|\b(?:dose|doses|dosage|amount) of \w+ (?:is|are|would be) (?:fatal|lethal|deadly)\b|\bdie (?:from|of|after) (?:taking|swallowing) (?:\d+|ten|twenty|thirty|forty|fifty|a hundred|too many|a (?:whole )?bottle of|all (?:my|the|of my))\b|\bslit\w* (?:\w+ )?wrists?\b|\b(?:mix|mixing|combine|combining) all (?:of )?(?:my |the )?${PILLS}\b|\b(?:${PILLS}|dose|insulin|potassium) (?:would|will|could|to|it takes to) stop my heart\b`),
  // Metaphors of leaving: the plug pulled, the lights out for good, a one-way ticket, the short pier, a permanent sleep.
  /\bpull\w* (?:the )?plug on myself\b|\b(?:want|ready|going|time) to turn (?:off )?(?:the |my )?lights? (?:off )?(?:for good|forever|permanently)\b|\b(?:ticket|way|exit|escape) out of this (?:life|world)\b|\bunexist\w*\b|\b(?:i am going to|i will|i want to|i should|gonna|about to|time to) (?:go )?take a (?:long )?walk off a short pier\b|\b(?:want|need|wish for|long for|ready for|crave)\w* (?:a |an |the )?(?:permanent|eternal|endless|forever|never ending) sleep\b/,
  // Not here for what is coming; the point of staying; treatment stopped to let it end; acting on the thoughts.
  /\bdo not (?:plan|intend|expect) (?:on|to) (?:being|be) (?:here|around|alive) (?:for|by|at|much|next|tomorrow|anymore)\b(?!.*\b(?:travel\w*|trip|visit\w*|vacation|moving|flying|driving|away|out of town)\b)|\b(?:will not|am not going to) be (?:around|alive|here) to (?:retake|see|watch|find out|face|deal)\b(?!.*\b(?:working|work|travel\w*|trip|away|busy|out of town)\b)|\bwhat (?:is )?the point (?:of|in) (?:staying|sticking around|being here|hanging on|holding on)\b(?! (?:in|at|with|married|together|home|here for)\b)/,
  /\bstop\w* (?:my )?(?:dialysis|insulin|chemo|treatment|medication|meds)\b.*\b(?:let it end|let (?:it|nature) take|and die|so i (?:can )?die|to die|end it)\b|\b(?:scared|afraid|worried|terrified|might|will|going to|urge to|tempted to|almost|nearly|close to) (?:i will |i might |i am going to )?act on (?:my|these|the|those) (?:suicidal |dark )?(?:thoughts|urges|plan)\b(?! (?:of|about|for|to)\b)/,
  // Asleep and not waking; where no one will find one; sorry for not staying; a death someone wished on one, given.
  /\b(?:sleep|asleep)\b(?: \w+){1,4} and (?:never|not|not ever) wake up\b(?!(?: until| till| before| early| at)\b)|\b(?:no one|not anyone) will (?:ever )?find me where i am going\b(?! (?:on|for|to)\b)|\b(?:tell|let) (?:my \w+|everyone|them|her|him) (?:that )?i am sorry\b.*\b(?:could not stay(?! (?:for|at|to|longer|late|over|the night|overnight|until)\b)|could not do it|could not hold on|could not go on|could not keep going)\b|\brather have a dead (?:son|daughter|child|kid)\b.*\bgive (?:them|him|her) (?:that|what they want)\b/,
  // A night, a deadline, a plan set and calm; being free of it all, or everyone free of one.
  /\btonight i am (?:going to|gonna|finally going to) do it$|\bif (?:things|it|nothing|life) (?:do not|does not|will not|do|does) (?:get|gets|getting) better (?:by|before) \w+\b.*\b(?:done|out|over|gone)(?: for (?:real|good)| forever)?$|\bfree (?:from|of) (?:all (?:of )?)?(?:this|it|everything)(?: \w+)? forever\b|\b(?:the|my) plan is (?:set|made|ready|in place|final)\b(?!.*\b(?:wedding|trip|party|move|vacation|surgery|launch|event)\b).*\bcalm\b|\b(?:everyone|everybody|they|you|my family|the world) (?:will|would) (?:be )?(?:free|rid) of me\b/,
  // Leaving, said sideways: checking out tonight, a pet given away as not needed, a final wish this week, the woods and no coming back.
  /\b(?:your|ya) (?:girl|boy) is (?:checking out|logging off|signing off|clocking out|leaving|out|done) (?:tonight|today|for good|permanently|forever)$|\bgave (?:away )?my (?:cat|dog|pets?|bird|fish)\b(?!.*\b(?:deploy\w*|moving|move|travel\w*|trip|college|abroad|away|hospital|surgery)\b).*\b(?:will not|do not|am not going to) need to (?:feed|walk|take care of|look after)\b|\bmy (?:final|last|dying) wish\b.*\b(?:this week|tonight|tomorrow|this weekend)$|\b(?:going|go|went|heading|walking|driving) (?:to )?(?:the (?:woods|river|lake|bridge|ocean|sea|mountains|desert|tracks) )?(?:tonight |today |now )?and (?:not|never) (?:coming|come) back\b(?<=\b(?:tonight|today|now|woods|river|lake|bridge|ocean|sea|mountains|desert|tracks)\b.*)(?! (?:until|till|for|before|to (?:this|that|the))\b)/,
  // Being found; walking into the cold and on; a list of who gets what; food and water stopped; the date chosen.
  /\bhow long (?:would|will|does) it take (?:for )?(?:someone|anyone|people|them|they) to find (?:me|my body)\b(?! (?:a|an|the|some)\b)|\bwalk\w* into the (?:snow|woods|sea|ocean|water|lake|river|desert|cold)\b.*\bkeep (?:walking|going)\b|^(?:i )?(?:wrote|made|written|writing) (?:a |my )?list of who gets what$|\bi (?:have )?stopped eating and drinking\b|\bwaiting to (?:fade|die|be gone|slip away)\b(?! to (?:self|myself|sin|the flesh)\b)|\b(?:chosen|picked|decided on) the date\b(?!.*\b(?:wedding|party|trip|move|surgery|baby|shower|reunion|launch|moving|closing)\b)/,
  // The knot practised; a tree driven to; no one to worry after a day; leaving as selfish; one's own way out; the means calling.
  /\bpractic\w* (?:tying|how to tie) (?:the|a) (?:knot|noose)\b|\bdrive until i find (?:a|the) (?:good |big |right )?(?:tree|wall|cliff|bridge|pole)\b|\b(?:no one|not anyone) (?:needs|will need|has) to worry about me (?:after (?:today|tonight|tomorrow|this week|this weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|anymore|any more|much longer|soon)\b|\bselfish to (?:leave|go|die|end it|kill myself)\b(?! (?:my|the|this|a|her|him|them|home|church|work)\b).*\b(?:better|happier|easier)\b|\b(?:take|taking|took) my own way out\b|\bwhy should not i (?:just )?(?:end it|die|kill myself|jump)\b|\brope\b.*\bno one knows (?:why|what for)\b|\b(?:ladder|stool|chair) and (?:some |a )?rope\b(?!.*\b(?:lights?|swing|decorat\w*|tree ?house|camping|tarp|garage|tie down|boat|climb\w*)\b)|\b(?:medicine cabinet|pill bottle|the pills|my pills|the rope|the gun|the razor|the blade|the bridge|the tracks) (?:is|are|keeps|keep) calling (?:me|my name)\b/,
  // Death and the void as something calling, or met.
  /\b(?:the big sleep|the void|death|the grave|the abyss|eternal sleep) (?:is|keeps) calling\b|\b(?:ready|want|going|wanna) to (?:meet|join|embrace|enter|fall into|jump into|go into) the void\b/,
  // Long stories that end in it: done fighting and going, a weight round the family's neck, the knife held and wondered over, a year not to be done again.
  /\bstop fighting and (?:just )?(?:go|let go|leave|die)$|\bi am (?:just )?a (?:weight|millstone) around\b|\b(?:hold|holding|held) (?:the|a|my) (?:knife|blade|razor|gun|pills|rope)\b.*\b(?:wonder|think|thinking) (?:if|whether) (?:i should|to)$|\bdecided (?:that )?i am not doing this (?:another|one more|any more|anymore|much longer)\b/,
  // Wanting to be where the dead one is; a gun cleaned with it in mind; letters for after; the voices obeyed tonight; it ended on one's own terms; nothing keeping one here.
  /\b(?:died|passed away|passed|is gone|was killed)\b.*\b(?:want|wish|long|need) to be (?:where (?:he|she|they) (?:is|are)|with (?:him|her|them)(?: again| now)?$)|\b(?:rifle|gun|pistol|shotgun|revolver)\b.*\bthinking about (?:it|using it)$|\bletters? (?:to|for) (?:my \w+|everyone|each of my \w+)\b.*\bfor after$|\bvoices\b.*\b(?:tonight|today) i am (?:going to|gonna) (?:listen to|obey) them\b|\bend (?:this|it|things|my life) on my own terms\b|\bnothing (?:keeping|holding) me here\b(?! (?:in|at|but)\b)|\b(?:with|and) me (?:gone|dead|out of the (?:way|picture))\b(?! (?:for|on|to|at)\b)|\b(?:do not think|doubt) (?:anyone|anybody) would (?:even |ever )?(?:come to|go to|attend|show up (?:to|at)|cry at) my funeral\b|\bmake sure i (?:do not|never|will not) wake up\b/,
];

/** Does this query speak of ending the writer's life or harming themselves? */
export const speaksOfCrisis = (query: string): boolean => {
  const text = crisisText(query);
  return PATTERNS.some((re) => re.test(text));
};
